// Hindi texts of the library's administration (see admin-messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryAdminMessages } from './admin-messages';

const hi: Translation<typeof libraryAdminMessages> = {
  fileRequired: 'अपलोड करने के लिए पुस्तक की फ़ाइल चुनें।',
  bookUploaded:
    'पुस्तक “{name}” अपलोड हो गई है और पढ़कर सुनाई जा रही है। तैयार होने पर यह पुस्तकालय में दिखेगी।',
  bookReplacing: 'पुस्तक “{name}” अपलोड हो गई है। पढ़कर सुनाए जाने के बाद यह पुस्तक “{title}” की जगह ले लेगी।',
  bookNotFound: 'यह पुस्तक पुस्तकालय में नहीं है।',
  bookDeleted: 'पुस्तक “{title}” अपने ऑडियो और डाउनलोड के साथ हटा दी गई है।',
  bookRetried: 'पुस्तक “{title}” फिर से पढ़ी जा रही है।',
  notFailed: 'केवल वही पुस्तक फिर से आज़माई जा सकती है जिसका इनजेशन विफल हुआ हो।',
  cannotRetry:
    'इस पुस्तक का इनजेशन फिर से नहीं चलाया जा सकता (यह यहाँ अपलोड नहीं की गई थी, या इसका अपलोड अब रखा नहीं है)। पुस्तक फिर से अपलोड करें।',
};

export default hi;
