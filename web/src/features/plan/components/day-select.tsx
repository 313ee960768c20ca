import { dayLabel } from '../lib/labels';

/** The day a plan entry is for, among `days`, labelled "Day". */
export function DaySelect(props: { days: readonly string[]; value: string; onChange: (date: string) => void }) {
  return (
    <label>
      Day
      <select className="input" value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.days.map((day) => (
          <option key={day} value={day}>
            {dayLabel(day)}
          </option>
        ))}
      </select>
    </label>
  );
}
