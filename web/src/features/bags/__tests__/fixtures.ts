export { productFixture } from '@/testing/fixtures/products';
