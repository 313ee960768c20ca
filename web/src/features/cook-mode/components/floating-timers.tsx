import { TimerList } from './timer-list';
import '../cook-mode.css';

/** The timers over the recipe page once cook mode is closed: they keep counting, and stop from here. */
export default function FloatingTimers() {
  return <TimerList className="cook-timers-float" />;
}
