import { HoroscopePage } from './horoscope-page';

export default function MonthlyPage() {
  return <HoroscopePage period="monthly" />;
}
