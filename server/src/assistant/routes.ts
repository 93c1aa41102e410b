// /v1/api/chat/:assistant: talking to an assistant. The spec's call (POST {message} → the reply;
// text/plain for a client that asks for it), the same reply streamed as server-sent events while
// it is written (closing the stream stops it), and the person's conversations: list, read,
// delete. Another person's conversation answers 404, like one that does not exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChatAskBody,
  ChatAskReply,
  ChatParams,
  ChatStatusReply,
  ConversationParams,
  ConversationReply,
  ConversationsReply,
  DeleteConversationReply,
  ErrorResponse,
  type ChatStreamEvent,
} from '@nclude/shared/api-schemas';
import { CHAT_MESSAGE_MAX } from '@nclude/shared/validation';
import { sessionOf } from '../auth/plugin';
import type { ChatService } from './service';
import { assistantText } from './messages';
import { HttpError } from '../errors';
import { m } from '../messages';

export interface ChatRoutesOptions {
  chat: ChatService;
}

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

function eventText({ event, data }: ChatStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const chatRoutes: FastifyPluginAsyncTypebox<ChatRoutesOptions> = async (app, { chat }) => {
  app.get(
    '/:assistant',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'How the assistant answers: with a language model, or with search results',
        security: [{ bearer: [] }],
        params: ChatParams,
        response: { 200: ChatStatusReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      mode: chat.mode(request.params.assistant),
      maxMessageLength: CHAT_MESSAGE_MAX,
    }),
  );

  app.post(
    '/:assistant',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'Send a message; the answer is the reply',
        description:
          'JSON by default; with `Accept: text/plain` the body is the reply text alone (the spec’s client). Without conversationId a question starts a new conversation; a greeting is answered but not kept.',
        security: [{ bearer: [] }],
        params: ChatParams,
        body: ChatAskBody,
        response: {
          200: Type.Union([
            ChatAskReply,
            Type.String({ description: 'The reply text, with Accept: text/plain' }),
          ]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
      });
      const result = await chat.ask(
        sessionOf(request),
        request.params.assistant,
        request.body.message,
        { conversationId: request.body.conversationId, signal: controller.signal },
      );
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/plain') && !accept.includes('application/json'))
        return reply.type('text/plain; charset=utf-8').send(result.message.text);
      return {
        success: true as const,
        reply: result.message.text,
        conversationId: result.conversationId,
        message: result.message,
        mode: result.mode,
      };
    },
  );

  app.post(
    '/:assistant/stream',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'Send a message; the reply streams as server-sent events while it is written',
        description:
          'Events: `start` {conversationId, mode}, `text` {text} for each piece, then `done` {conversationId, message} or `error` {message}. Closing the stream stops the reply; what had arrived is kept, marked stopped. Refusals before the reply starts (limits, a conversation not found) are ordinary JSON errors.',
        security: [{ bearer: [] }],
        params: ChatParams,
        body: ChatAskBody,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const raw = reply.raw;
      raw.on('close', () => {
        if (!raw.writableFinished) controller.abort(new Error('stopped by the person'));
      });
      let streaming = false;
      const send = (event: ChatStreamEvent) => {
        if (!raw.destroyed) raw.write(eventText(event));
      };
      try {
        const result = await chat.ask(
          sessionOf(request),
          request.params.assistant,
          request.body.message,
          {
            conversationId: request.body.conversationId,
            signal: controller.signal,
            onStart: (conversationId, mode) => {
              // From here on the answer is a stream: errors become events.
              reply.hijack();
              streaming = true;
              raw.writeHead(200, {
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-store',
                'x-accel-buffering': 'no',
                'x-content-type-options': 'nosniff',
              });
              send({ event: 'start', data: { conversationId, mode } });
            },
            onText: (text) => send({ event: 'text', data: { text } }),
          },
        );
        send({
          event: 'done',
          data: { conversationId: result.conversationId, message: result.message },
        });
        raw.end();
      } catch (error) {
        if (!streaming) throw error;
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'chat reply failed');
        send({
          event: 'error',
          data: { message: error instanceof HttpError ? error.message : m('internalError') },
        });
        raw.end();
      }
    },
  );

  app.get(
    '/:assistant/conversations',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'Your conversations with the assistant, most recent first',
        security: [{ bearer: [] }],
        params: ChatParams,
        response: { 200: ConversationsReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      conversations: await chat.conversations(sessionOf(request).userId, request.params.assistant),
    }),
  );

  app.get(
    '/:assistant/conversations/:conversationId',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'One of your conversations with its messages, oldest first',
        security: [{ bearer: [] }],
        params: ConversationParams,
        response: { 200: ConversationReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await chat.conversation(
        sessionOf(request).userId,
        request.params.assistant,
        request.params.conversationId,
      )),
    }),
  );

  app.delete(
    '/:assistant/conversations/:conversationId',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['assistants'],
        summary: 'Delete one of your conversations',
        security: [{ bearer: [] }],
        params: ConversationParams,
        response: { 200: DeleteConversationReply, ...errors },
      },
    },
    async (request) => {
      await chat.deleteConversation(
        sessionOf(request).userId,
        request.params.assistant,
        request.params.conversationId,
      );
      return { success: true as const, message: assistantText('conversationDeleted') };
    },
  );
};
