// Career Discovery (/opportunity and /opportunity/new, spec 02 §2): asks for a resume before the
// career assistant, with the upload form (purpose career, with Skip to the chatbot). The spec
// sends a person whose stored `resume` flag is 'true' on to /opportunity/chatbot; here the
// server's `hasResume` decides (getResume keeps the stored flag in step), and the move replaces
// this history entry so Back does not bounce the person here again.
import { LoadState, Navigate, PageHeading, useLoad } from '@nclude/shared';
import { getResume } from '../careersApi';
import { m as careers } from '../messages';
import { ResumeForm } from './ResumeForm';
import { m, pageTitle } from './messages';
import '../careers.css';
import './resume.css';

export default function CareerDiscoveryPage() {
  const [state, { retry }] = useLoad(getResume);
  return (
    <div className="careers-page resume-page">
      <PageHeading>{pageTitle('titleCareerDiscovery')}</PageHeading>
      <LoadState
        state={state}
        loadingLabel={careers('loadingResume')}
        failure={(reason) => careers('resumeLoadFailed', { reason })}
        onRetry={retry}
      >
        {(reply) =>
          reply.hasResume ? (
            <Navigate to="/opportunity/chatbot" replace />
          ) : (
            <>
              <p>{m('discoveryIntro')}</p>
              <p>{m('discoveryAskResume')}</p>
              <section className="resume-section" aria-labelledby="discovery-upload">
                <h2 id="discovery-upload">{m('uploadHeading')}</h2>
                <ResumeForm purpose="career" maxUploadMb={reply.maxUploadMb} />
              </section>
            </>
          )
        }
      </LoadState>
    </div>
  );
}
