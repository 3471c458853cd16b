// Local screenshots only (not committed).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { seedOrders } from '../../scripts/seed-data';
import { adminDb, seedProduct } from '../functions/helpers';
import { eventually, launchBrowser, newVisitor, seedEmail, signInAdmin } from './support';

let browser: Browser;
let page: Page;
const OUT = '/tmp/ops/shots';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
  await seedProduct(adminDb(), 'shot-held', {
    title: 'Shot Held Kelly 28',
    brand: 'Hermès',
    borrow_status: 'Swapping',
    current_borrower: 'someone',
    return_date: new Date(Date.UTC(2027, 0, 15)),
  });
});
afterAll(async () => browser?.close());

for (const width of [1280, 1024, 390]) {
  it(`products and order details at ${width}`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Shot Held Kelly');
    const menu = page.getByRole('button', { name: 'More actions for Shot Held Kelly 28' });
    await eventually(() => menu.isVisible());
    await page.screenshot({ path: `${OUT}/products-${width}.png` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').waitFor();
    await page.screenshot({ path: `${OUT}/delete-refused-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/archive-refused-${width}.png` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('combobox', { name: 'Inventory Status' }).selectOption('Sold');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await edit.getByText(/cannot be marked Sold by hand/).first().waitFor();
    await edit.getByRole('combobox', { name: 'Inventory Status' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/edit-refused-${width}.png` });
    await page.keyboard.press('Escape');

    const order = seedOrders().find((o) => o.data.order_status === 'in_transit')!;
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: new RegExp(`View order ${order.id.slice(0, 8)}`) }).first().click();
    await page.getByRole('dialog', { name: 'Order Details' }).getByText('Customer').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/order-${width}.png` });
  });
}
