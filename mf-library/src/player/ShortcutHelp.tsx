// The list of the player's keyboard shortcuts, in a dialog.
import { Modal } from '@nclude/shared';
import { m } from '../messages';
import { SHORTCUTS, type ShortcutAction } from './shortcuts';

const ACTION_KEYS = {
  toggle: 'playPause',
  back10: 'back10',
  back30: 'back30',
  forward10: 'forward10',
  forward30: 'forward30',
  previousSection: 'previousSection',
  nextSection: 'nextSection',
  previousChapter: 'previousChapter',
  nextChapter: 'nextChapter',
  slower: 'slower',
  faster: 'faster',
  help: 'showShortcuts',
} as const satisfies Record<ShortcutAction, Parameters<typeof m>[0]>;

export function actionName(action: ShortcutAction): string {
  return m(ACTION_KEYS[action]);
}

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={m('shortcuts')} onClose={onClose}>
      <p>{m('shortcutsIntro')}</p>
      <table className="library-table">
        <thead>
          <tr>
            <th scope="col">{m('shortcutKey')}</th>
            <th scope="col">{m('shortcutAction')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={`${shortcut.code}-${shortcut.shift}`}>
              <td>
                <kbd>
                  {shortcut.shift && shortcut.key !== '?'
                    ? m('keyShiftWith', { key: shortcut.key })
                    : shortcut.key}
                </kbd>
              </td>
              <td>{actionName(shortcut.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
