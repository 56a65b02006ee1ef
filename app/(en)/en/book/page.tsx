import { BookingPage, bookingMetadata } from '@/components/pages/booking-page';

export const metadata = bookingMetadata('en');

export default function Page() {
  return <BookingPage locale="en" />;
}
