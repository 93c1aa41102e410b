// /chatbot, "Information Access": the Information Access assistant's conversation (the shared
// kit's AssistantConversation: the spec's "Hi" on opening, how replies are made, the chat and the
// person's earlier conversations) under the page's heading and introduction.
import { AssistantConversation, PageHeading } from '@nclude/shared';
import { m } from '../messages';
import './agent.css';

export default function ChatbotPage() {
  return (
    <section className="agent-page">
      <PageHeading>{m('chatbotHeading')}</PageHeading>
      <p>{m('chatbotIntro')}</p>
      <AssistantConversation
        assistant="information"
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
