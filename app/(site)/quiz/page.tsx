import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('quiz');

// Placeholder until the quiz issue replaces it.
export default function QuizPage() {
  return <PlaceholderPage titleKey="quiz" />;
}
