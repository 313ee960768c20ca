import { THEME_CHOICES, useThemeStore, type ThemeChoice } from '../stores/theme-store';
import '../theme.css';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** System, Light or Dark, remembered on this device. */
export function ThemeChoiceField() {
  const { choice, choose } = useThemeStore('choice', 'choose');
  return (
    <fieldset className="theme-choice">
      <legend className="theme-choice__legend">Theme</legend>
      <div className="theme-choice__options">
        {THEME_CHOICES.map((value) => (
          <label key={value} className="theme-choice__option">
            <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => choose(value)} />
            <span>{LABELS[value]}</span>
          </label>
        ))}
      </div>
      <p className="field__hint">Remembered on this device. System follows your device&apos;s setting.</p>
    </fieldset>
  );
}
