// The captions area's texts (English; Hindi and Telugu beside it). Stage texts, failures and
// notifications are written in the language the owner used when they asked.
import { defineMessages } from '@nclude/shared/messages';

export const captionMessages = {
  accepted: 'Your recording has been uploaded and is being captioned.',
  fileRequired: 'Choose an audio or video file to caption.',
  outputFormatInvalid: 'Choose TXT, WebVTT or SRT as the output.',
  languageUnsupported:
    'The speech engine of this server does not recognise that language. Choose {languages}.',
  unavailable: 'Captions are unavailable on this server: {reason}',
  missingFfmpeg: 'the media decoder (ffmpeg) is not installed. Please tell your administrator.',
  missingEngine: 'no speech engine is set up. Please tell your administrator.',
  // Why a file cannot be captioned
  refusedMidi:
    'This is a MIDI file: it holds notes for a synthesiser, not recorded sound, so there is no speech to caption.',
  refusedNotMedia:
    'This file is not audio or video we can read. Choose an mp3, wav, aac, flac, ogg, wma, m4a, mp4, avi, mov, wmv, mkv or flv file.',
  refusedNoAudio: 'This video has no sound track, so there is no speech to caption.',
  refusedTooLong:
    'This recording lasts {duration}; the longest we caption is {max}. Split it into shorter parts.',
  refusedUndecodable:
    'The sound of this file cannot be decoded. It may be damaged: export it again and upload the new copy.',
  noSpeech: 'No speech was found in this recording.',
  engineRefused: 'The speech engine refused this recording: {reason}',
  // Stages, while it runs
  stageDecoding: 'Decoding the sound',
  stageFindingSpeech: 'Finding the speech',
  stageRecognising: 'Recognising speech: {done} of {total}',
  stageWriting: 'Writing the {format} captions',
  // Notifications
  readyTitle: 'Captions of {fileName} are ready',
  readyBody: 'Open the transcript, or download the {format} file from your previous requests.',
  failedTitle: 'Captions of {fileName} could not be made',
  // The transcript page
  notReady: 'The captions are not ready yet.',
  linkExpired: 'This media address has expired. Open the transcript again.',
  lowAccuracy:
    'These captions were made by a basic speech recogniser and may contain many mistakes. Your administrator can set up a more accurate engine.',
} as const;

export const captionText = defineMessages(captionMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
