// Kit parts only some pages need (the conversion upload form, paged lists, accordions, the chat
// with its Markdown renderer): the shell loads the whole kit with its first page, so these come
// as their own chunk when a page first renders one (the first-load JS stays within its budget).
import { lazy, Suspense } from 'react';
import { catalogsReady } from '../messages';
import type { AccordionItem, AccordionProps } from './Accordion';
import type { ComboboxProps } from './Combobox';
import type { FileDropFieldProps } from './FileDropField';
import type { PaginationProps } from './Pagination';
import type { ChatPanelProps } from './chat/ChatPanel';
import type { AssistantConversationProps } from './chat/AssistantConversation';

export type { AccordionItem, AccordionProps, ComboboxProps, FileDropFieldProps, PaginationProps };
export type {
  AssistantConversationProps,
  AssistantConversationTexts,
} from './chat/AssistantConversation';
export type {
  ChatEntry,
  ChatPanelProps,
  ChatReply,
  ChatSourceLink,
  ChatTransport,
} from './chat/ChatPanel';

const LoadedCombobox = lazy(() =>
  import(/* webpackChunkName: "kit-combobox" */ './Combobox').then((module) => ({
    default: module.Combobox,
  })),
);
const LoadedFileDropField = lazy(() =>
  import(/* webpackChunkName: "kit-file-drop" */ './FileDropField').then((module) => ({
    default: module.FileDropField,
  })),
);
const LoadedPagination = lazy(() =>
  import(/* webpackChunkName: "kit-pagination" */ './Pagination').then((module) => ({
    default: module.Pagination,
  })),
);
const LoadedAccordion = lazy(() =>
  import(/* webpackChunkName: "kit-accordion" */ './Accordion').then((module) => ({
    default: module.Accordion,
  })),
);
const LoadedChatPanel = lazy(async () => {
  const module = await import(/* webpackChunkName: "kit-chat" */ './chat/ChatPanel');
  // Its texts come with it: shown once they are in the reader's language.
  await catalogsReady().catch(() => undefined);
  return { default: module.ChatPanel };
});

const LoadedAssistantConversation = lazy(async () => {
  const module = await import(/* webpackChunkName: "kit-chat" */ './chat/AssistantConversation');
  await catalogsReady().catch(() => undefined);
  return { default: module.AssistantConversation };
});

export function AssistantConversation(props: AssistantConversationProps) {
  return (
    <Suspense fallback={null}>
      <LoadedAssistantConversation {...props} />
    </Suspense>
  );
}

export function ChatPanel(props: ChatPanelProps) {
  return (
    <Suspense fallback={null}>
      <LoadedChatPanel {...props} />
    </Suspense>
  );
}

export function Combobox(props: ComboboxProps) {
  return (
    <Suspense fallback={null}>
      <LoadedCombobox {...props} />
    </Suspense>
  );
}

export function FileDropField(props: FileDropFieldProps) {
  return (
    <Suspense fallback={null}>
      <LoadedFileDropField {...props} />
    </Suspense>
  );
}

export function Pagination(props: PaginationProps) {
  return (
    <Suspense fallback={null}>
      <LoadedPagination {...props} />
    </Suspense>
  );
}

export function Accordion(props: AccordionProps) {
  return (
    <Suspense fallback={null}>
      <LoadedAccordion {...props} />
    </Suspense>
  );
}
