import { useT } from '../../client/use-t';
import { focusMoveButton } from './focus-move';

/**
 * A row's remove button. Keeping the focus where it is on mouse down avoids a blur that shows an error and moves
 * the button mid-click.
 */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT();
  return (
    <button className="btn btn-link" type="button" aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={onRemove}>
      {t('remove')}
    </button>
  );
}

type MoveProps = {
  /** The row's `data-row` key, where the focus goes back after the move. */
  rowKey: string;
  /** The row's name in the buttons' labels ('Mover Sobre para cima'). */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
};

/** A row's move up and move down buttons; after a move the focus stays on the row's button (or its other one). */
export function MoveRowButtons({ rowKey, name, first, last, onMove }: MoveProps) {
  const t = useT();
  const move = (step: -1 | 1) => {
    onMove(step);
    focusMoveButton(rowKey, step);
  };
  return (
    <>
      <button
        className="btn btn-small move-up"
        type="button"
        disabled={first}
        aria-label={t('move_up_named', undefined, { name })}
        onClick={() => move(-1)}
      >
        ↑
      </button>
      <button
        className="btn btn-small move-down"
        type="button"
        disabled={last}
        aria-label={t('move_down_named', undefined, { name })}
        onClick={() => move(1)}
      >
        ↓
      </button>
    </>
  );
}
