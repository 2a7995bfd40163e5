export { default } from '@/components/i18n/next-intl-layout';
