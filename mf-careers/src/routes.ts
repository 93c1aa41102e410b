// The federated contract of this remote: a page for each path of remote.json (its manifest).
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

const discovery = lazyPage(
  () => import(/* webpackChunkName: "career-discovery-page" */ './resume/CareerDiscoveryPage'),
);

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/opportunity': discovery,
  '/opportunity/new': discovery,
  '/opportunity/chatbot': lazyPage(
    () => import(/* webpackChunkName: "career-chatbot-page" */ './chat/CareerChatbotPage'),
  ),
  '/opportunity/uploadingResume/:purpose': lazyPage(
    () => import(/* webpackChunkName: "reading-resume-page" */ './resume/ReadingResumePage'),
  ),
  '/opportunity/resume': lazyPage(
    () => import(/* webpackChunkName: "resume-review-page" */ './resume/ResumeReviewPage'),
  ),
  '/jobs': lazyPage(() => import(/* webpackChunkName: "jobs-page" */ './jobs/JobsPage')),
  '/appliedjob': lazyPage(
    () => import(/* webpackChunkName: "applied-job-page" */ './jobs/AppliedJobPage'),
  ),
  '/resumeforjobs': lazyPage(
    () => import(/* webpackChunkName: "resume-for-jobs-page" */ './resume/ResumeForJobsPage'),
  ),
});
