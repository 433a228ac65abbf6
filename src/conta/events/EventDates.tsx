import { useT } from '../../client/use-t';
import CheckboxField from '../form/CheckboxField';
import type { EventValues } from './event-values';

type Name = keyof EventValues;
type Props = {
  values: EventValues;
  /** Sets a field; the dates also clear and touch the message of starts_at or ends_at. */
  onChange: (name: Name, value: string) => void;
  errorOf: (name: Name) => string | null;
};

function Input({ id, label, type, value, error, errorId, onChange }: { id: string; label: string; type: 'date' | 'time'; value: string; error: string | null; errorId: string; onChange: (value: string) => void }) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', 'event-dates-hint'].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The dates of the event form in São Paulo time: the all-day box, start and end days, and times unless all-day. */
export default function EventDates({ values, onChange, errorOf }: Props) {
  const t = useT();
  const allDay = values.all_day === 'true';
  const rows = [
    { key: 'starts_at' as const, date: 'start_date' as const, time: 'start_time' as const, dateLabel: 'events_field_start_date', timeLabel: 'events_field_start_time' },
    { key: 'ends_at' as const, date: 'end_date' as const, time: 'end_time' as const, dateLabel: 'events_field_end_date', timeLabel: 'events_field_end_time' },
  ];
  return (
    <div className="event-dates">
      <CheckboxField id="event-all_day" label={t('events_field_all_day')} checked={allDay} onChange={(checked) => onChange('all_day', checked ? 'true' : '')} />
      {rows.map((row) => {
        const error = errorOf(row.key);
        const errorId = `event-${row.key}-error`;
        return (
          <div key={row.key}>
            <div className="event-dates-row">
              <Input id={`event-${row.date}`} label={t(row.dateLabel)} type="date" value={values[row.date]} error={error} errorId={errorId} onChange={(v) => onChange(row.date, v)} />
              {!allDay && (
                <Input id={`event-${row.time}`} label={t(row.timeLabel)} type="time" value={values[row.time]} error={error} errorId={errorId} onChange={(v) => onChange(row.time, v)} />
              )}
            </div>
            {error && (
              <p className="field-error event-dates-error" id={errorId} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="field-hint" id="event-dates-hint">
        {t('events_hint_times')}
      </p>
    </div>
  );
}
