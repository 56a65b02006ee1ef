import { cn } from '@/lib/utils';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('rounded-(--radius-card) border border-border bg-card p-6 shadow-sm', className)} {...props} />;
}
