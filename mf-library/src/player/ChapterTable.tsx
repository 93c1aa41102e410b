// The chapter table (spec 02 §2: columns Action, Type, Title): a row for each chapter and each of
// its sections, each with a play button. The row playing now is marked in words and with
// aria-current, not by colour alone.
import { memo, useId } from 'react';
import type { Chapter } from '@nclude/shared/api-schemas';
import { m } from '../messages';

export interface ChapterTableProps {
  title: string;
  language: string;
  chapters: readonly Chapter[];
  /** The section loaded in the player. */
  current: number;
  onPlay: (sectionIndex: number) => void;
}

export const ChapterTable = memo(function ChapterTable({
  title,
  language,
  chapters,
  current,
  onPlay,
}: ChapterTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="library-section">
      <h2 id={headingId}>{m('chaptersHeading')}</h2>
      <div className="library-table-wrap">
        <table className="library-table">
          <caption className="nc-visually-hidden">{m('chaptersCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{m('actionColumn')}</th>
              <th scope="col">{m('typeColumn')}</th>
              <th scope="col">{m('titleColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {chapters.map((chapter) => {
              const first = chapter.sections[0];
              const inChapter = chapter.sections.some((section) => section.index === current);
              // A chapter read as one section of its own name is one row: two buttons with the
              // same name would say the same thing twice to a screen reader.
              const single = chapter.sections.length === 1 && first?.title === chapter.title;
              return [
                <tr
                  key={`chapter-${chapter.index}`}
                  className="library-table__chapter"
                  data-current={inChapter || undefined}
                  aria-current={(single && inChapter) || undefined}
                >
                  <td>
                    {first && (
                      <button
                        type="button"
                        className="nc-button nc-button--secondary library-table__play"
                        onClick={() => onPlay(first.index)}
                      >
                        {m('playItem', { title: chapter.title })}
                      </button>
                    )}
                  </td>
                  <td>{m('typeChapter')}</td>
                  <th scope="row">
                    <span lang={language}>{chapter.title}</span>
                    {single && inChapter && (
                      <strong className="library-now"> ({m('playingNow')})</strong>
                    )}
                  </th>
                </tr>,
                ...(single ? [] : chapter.sections).map((section) => {
                  const playing = section.index === current;
                  return (
                    <tr
                      key={`section-${section.index}`}
                      aria-current={playing || undefined}
                      className="library-table__section"
                    >
                      <td>
                        <button
                          type="button"
                          className="nc-button nc-button--secondary library-table__play"
                          onClick={() => onPlay(section.index)}
                        >
                          {m('playItem', { title: section.title })}
                        </button>
                      </td>
                      <td>{m('typeSection')}</td>
                      <td>
                        <span lang={language}>{section.title}</span>
                        {playing && <strong className="library-now"> ({m('playingNow')})</strong>}
                      </td>
                    </tr>
                  );
                }),
              ];
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
});
