// A book's options menu (spec 02 §2: Review and Download) and the two dialogs it opens. Each
// dialog gives focus back to the menu button when it closes.
import { useState } from 'react';
import type { Book } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { DownloadDialog } from './DownloadDialog';
import { OptionsMenu } from './OptionsMenu';
import { ReviewDialog } from './ReviewDialog';

export function BookActions({ book }: { book: Book }) {
  const [dialog, setDialog] = useState<'review' | 'download' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <OptionsMenu
        label={m('options')}
        accessibleName={m('optionsFor', { title: book.title })}
        actions={[
          { id: 'review', label: m('review'), onSelect: () => setDialog('review') },
          { id: 'download', label: m('download'), onSelect: () => setDialog('download') },
        ]}
      />
      <ReviewDialog book={book} open={dialog === 'review'} onClose={close} />
      <DownloadDialog book={book} open={dialog === 'download'} onClose={close} />
    </>
  );
}
