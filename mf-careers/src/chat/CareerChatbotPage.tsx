// /opportunity/chatbot, "Career Discovery" (placeholder "Chat...."): the Career Discovery
// assistant's conversation (the shared kit's AssistantConversation, as on /chatbot), with links
// to check the resume it works from or to upload a new one.
import { AssistantConversation, Link, PageHeading } from '@nclude/shared';
import { m } from './messages';
import '../careers.css';

export default function CareerChatbotPage() {
  return (
    <section className="careers-page">
      <PageHeading>{m('heading')}</PageHeading>
      <p>{m('intro')}</p>
      <ul className="careers-links">
        <li>
          <Link to="/opportunity/resume">{m('checkResume')}</Link>
        </li>
        <li>
          <Link to="/resumeforjobs">{m('uploadResume')}</Link>
        </li>
      </ul>
      <AssistantConversation
        assistant="career"
        texts={{
          inputLabel: m('inputLabel'),
          placeholder: m('inputPlaceholder'),
          logLabel: m('logLabel'),
          modeModel: m('modeModel'),
          modeSearch: m('modeSearch'),
        }}
      />
    </section>
  );
}
