import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  heldDeleteRefusal,
  heldHideRefusal,
  PRODUCT_CSV_COLUMNS,
  describeStyleAnswers,
  productSearchTokens,
  shortOrderId,
} from '@unlimited/domain';
import Papa from 'papaparse';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders, seedProducts, seedWaitlist } from '../../scripts/seed-data';
import { adminDb, seedProduct } from '../functions/helpers';
import { storageSkipReason } from '../support/storage';
import {
  downloadedText,
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInAdmin,
  toast,
  widerThanWindow,
} from './support';

/*
 * The admin back-office as the admin uses it: sign in, add a product with a photo, change
 * a borrow status in the list, import a CSV with one bad row, import survey text, update
 * an order's status and tracking number, export the waitlist as CSV.
 */

const PHOTO = join(import.meta.dirname, '../../scripts/seed-assets/flap.svg');
const RUN = Date.now().toString(36);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
});

afterAll(async () => {
  await browser?.close();
});

/** Opens an admin screen by its address and waits for its title in the admin header. */
async function openAdmin(path: string, title: string) {
  await page.goto(path);
  await eventually(() => page.getByRole('heading', { name: title }).first().isVisible());
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

describe('an admin', () => {
  it('signs in and sees the dashboard', async () => {
    await eventually(() =>
      page.getByRole('heading', { name: 'Admin Dashboard' }).first().isVisible(),
    );
  });

  const title = `E2E Saddle Bag ${RUN}`;

  // Uploading the photo needs the Storage emulator (npm test says why it is skipped).
  it.skipIf(storageSkipReason !== null)('creates a product with a photo', async () => {
    await openAdmin('/admin/products', 'Product Management');
    await page.getByRole('tab', { name: 'Add New Product' }).click();
    const form = page.getByRole('form', { name: 'Add New Product' });
    // Roles as well as names: the form's sections are labelled too ('Description', 'Access
    // Level Management'), so a label alone could name two elements.
    await form.getByRole('textbox', { name: 'Product Title' }).fill(title);
    await form.getByRole('combobox', { name: 'Brand', exact: true }).fill('Dior');
    await form.getByRole('textbox', { name: 'Price (USD)' }).fill('3450');
    await form
      .getByRole('combobox', { name: 'Access Level', exact: true })
      .selectOption({ label: 'Any' });
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Oblique jacquard saddle bag with a gold-tone CD charm, in excellent condition.');
    await form.getByRole('checkbox', { name: 'Bags', exact: true }).check();
    await form.getByLabel('Upload images').setInputFiles(PHOTO);
    await eventually(() => form.getByRole('img', { name: 'Photo 1' }).isVisible());
    expect(await form.getByText('1 of 5 images').isVisible()).toBe(true);

    await form.getByRole('button', { name: 'Create Product' }).click();
    await eventually(() => toast(page, `Product "${title}" created successfully!`).isVisible());

    // Back on the list: the new product is there, with its uploaded photo.
    await eventually(() => page.getByRole('tab', { name: 'Products', selected: true }).isVisible());
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await eventually(() => row.isVisible());
    await eventually(() => row.getByRole('img', { name: title, exact: true }).isVisible());
  });

  // Without Storage (this machine): the forms say uploads are off, a product is created
  // without photos (Hidden), and nothing knocks on the absent Storage emulator.
  it.skipIf(storageSkipReason === null)(
    'creates a product without photos when uploads are off, and edits it without errors',
    async () => {
      const firebaseJson = JSON.parse(
        readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
      ) as { emulators: { storage: { port: number } } };
      const storagePort = String(firebaseJson.emulators.storage.port);
      const consoleErrors: string[] = [];
      const storageRequests: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        // A photo address other journeys stored (on a host that does not exist here) fails
        // to load in the table; only errors from this machine (the app, the emulators) count.
        const from = message.location().url;
        if (from && new URL(from).hostname !== '127.0.0.1') return;
        consoleErrors.push(`${message.text()} (${from})`);
      };
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (url.port === storagePort || url.pathname.includes('firebase-storage')) {
          storageRequests.push(request.url());
        }
      };
      page.on('console', onConsole);
      page.on('request', onRequest);
      try {
        const bare = `E2E Bare Tote ${RUN}`;
        await openAdmin('/admin/products', 'Product Management');
        await page.getByRole('tab', { name: 'Add New Product' }).click();
        const form = page.getByRole('form', { name: 'Add New Product' });
        await form
          .getByRole('status')
          .filter({ hasText: 'Photo uploads are off on this local run' })
          .waitFor();
        expect(await form.getByLabel('Upload images').count()).toBe(0);
        await form.getByRole('textbox', { name: 'Product Title' }).fill(bare);
        await form.getByRole('combobox', { name: 'Brand', exact: true }).fill('Prada');
        await form.getByRole('textbox', { name: 'Price (USD)' }).fill('1200');
        await form.getByRole('combobox', { name: 'Inventory Status' }).selectOption('Active');
        await form
          .getByRole('textbox', { name: 'Description', exact: true })
          .fill('Re-nylon tote with saffiano leather trim, barely used.');
        await form.getByRole('checkbox', { name: 'Bags', exact: true }).check();
        await form.getByRole('button', { name: 'Create Product' }).click();
        await toast(page, `Product "${bare}" created successfully!`).waitFor();
        await toast(page, 'The product has no photo, so it was saved as Hidden').waitFor();

        await page.getByRole('tab', { name: 'Products', selected: true }).waitFor();
        await page.getByRole('searchbox', { name: 'Search products' }).fill(bare);
        const row = page.getByRole('row').filter({ hasText: bare });
        await row.getByText('Hidden').first().waitFor();
        await row.getByRole('button', { name: `Edit ${bare}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Product' });
        await dialog
          .getByRole('status')
          .filter({ hasText: 'Photo uploads are off on this local run' })
          .waitFor();
        await dialog.getByText('Nobody is waiting for this bag.').waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(storageRequests).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('request', onRequest);
      }
    },
  );

  it('searches every product on the server: a brand typed without its accent, the exact total, a true empty state', async () => {
    await openAdmin('/admin/products', 'Product Management');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('hermes');
    // Every stored product the search answers (the seed's Hermès bags and any a journey added).
    const all = await adminDb().collection('products').get();
    const expected = all.docs.filter((d) =>
      productSearchTokens(d.data() as { title: string; brand: string }).includes('hermes'),
    ).length;
    expect(expected).toBeGreaterThan(0);
    await eventually(() =>
      page
        .getByText(new RegExp(`Showing ${expected} of ${expected} matching products`))
        .isVisible(),
    );
    // The table renders the rows near the window only: every one of those is a Hermès bag.
    const rows = page.locator('tbody tr:not([aria-hidden="true"])');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasNotText: 'Hermès' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-products-search');
    await search.fill('zzqx nothing');
    await eventually(() => page.getByText('No products match “zzqx nothing”.').isVisible());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-products-search-empty');
    await search.fill('');
  });

  it('changes a borrow status inline', async () => {
    // A seed bag nobody can choose (Hidden), so no other journey depends on its status.
    const bag = seedProducts().find(
      (p) => p.data.status === 'Hidden' && p.data.borrow_status === 'Available',
    );
    if (!bag) throw new Error('the seed has no Hidden, Available bag');
    await openAdmin('/admin/products', 'Product Management');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(bag.data.title);
    const status = page.getByRole('combobox', { name: `Borrow status for ${bag.data.title}` });
    await eventually(() => status.isVisible());
    expect(await status.inputValue()).toBe('Available');
    await status.selectOption('Maintenance');
    await eventually(() => toast(page, 'Borrow status updated to "Maintenance"').isVisible());
    await eventually(async () => (await status.inputValue()) === 'Maintenance');
  });

  it('is refused deleting or archiving a bag a member holds, and told why and what to do', async () => {
    const id = `e2e-held-${RUN}`;
    const heldTitle = `E2E Held Kelly ${RUN}`;
    await seedProduct(adminDb(), id, {
      title: heldTitle,
      brand: 'Hermès',
      borrow_status: 'Borrowed',
      holder: `e2e-member-${RUN}`,
      return_date: new Date(Date.UTC(2027, 0, 15)),
      // Found by the search at once: no later write of the search trigger re-renders the
      // row while its menu opens (a full run's CI saw the menu close under it).
      searchable: true,
    });
    await openAdmin('/admin/products', 'Product Management');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(heldTitle);
    const menu = page.getByRole('button', { name: `More actions for ${heldTitle}` });
    await eventually(() => menu.isVisible());
    /** Opens the row's menu (again, if a re-render closed it) and picks `item`. */
    const pick = async (item: string) => {
      const entry = page.getByRole('menuitem', { name: item });
      await eventually(async () => {
        if (await entry.isVisible()) return true;
        await menu.click();
        return entry.waitFor({ timeout: 2_000 }).then(() => true);
      });
      await entry.click();
    };

    await pick('Delete');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() =>
      dialog
        .getByRole('alert')
        .filter({ hasText: heldDeleteRefusal('Borrowed') })
        .isVisible(),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await pick('Archive');
    await eventually(() => toast(page, heldHideRefusal('Borrowed')).isVisible());

    // The edit dialog says who has it, by the name and email of their customer summary
    // (product_loans names their uid, which the admin never sees).
    await adminDb()
      .collection('customers')
      .doc(`e2e-member-${RUN}`)
      .set({
        first_name: 'Ines',
        last_name: 'Moreau',
        email: `ines-${RUN}@example.test`,
        name_lower: 'ines moreau',
        search_keys: ['ines'],
        tier: 'elite',
        status: 'active',
        updated_at: new Date(),
      });
    await page.getByRole('button', { name: `Edit ${heldTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await eventually(() =>
      edit.getByText(`With Ines Moreau (ines-${RUN}@example.test)`, { exact: true }).isVisible(),
    );
    expect(await edit.getByText(`e2e-member-${RUN}`).count()).toBe(0);
    await edit
      .getByText(`With Ines Moreau (ines-${RUN}@example.test)`, { exact: true })
      .scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-edit-held-bag');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await adminDb().collection('customers').doc(`e2e-member-${RUN}`).delete();

    const stored = await adminDb().collection('products').doc(id).get();
    expect(stored.exists).toBe(true);
    expect(stored.get('status')).toBe('Active');
    await adminDb().collection('products').doc(id).delete();
  });

  it('imports a CSV and is told what became of every row', async () => {
    const seeded = seedProducts().find(
      (p) => p.data.status === 'Active' && p.data.photos.length > 0,
    )!;
    const row = (cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>) => {
      const values: Record<string, string> = {
        title: `E2E Neverfull ${RUN}`,
        brand: 'Louis Vuitton',
        style: 'Neverfull MM',
        rank: 'A',
        price: '1850.00',
        status: 'Active',
        description: 'Monogram canvas tote with natural cowhide trim.',
        photos: seeded.data.photos[0]!,
        categories: 'Bags',
        tags: 'tote',
        borrow_status: 'Available',
        access_levels: 'Reserve',
        ...cells,
      };
      return PRODUCT_CSV_COLUMNS.map((column) => csvCell(values[column] ?? '')).join(',');
    };
    const csv = [
      PRODUCT_CSV_COLUMNS.join(','),
      row({}),
      row({
        title: `E2E Speedy ${RUN}`,
        photos: '',
        categories: 'Bags, Sale',
        access_levels: 'Any',
      }),
      row({ title: `E2E No Brand ${RUN}`, brand: '' }),
      row({ title: `E2E Bad Price ${RUN}`, price: 'abc' }),
      row({ title: seeded.data.title, brand: seeded.data.brand }),
    ].join('\n');

    await page.getByRole('tab', { name: 'CSV Upload' }).click();
    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'e2e-products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const results = page.getByRole('region', { name: 'Import results' });
    await eventually(() => results.isVisible());
    expect(await results.getByText('Imported 2 products from e2e-products.csv.').isVisible()).toBe(
      true,
    );
    expect(
      await results
        .getByText('1 product was imported as Hidden because it has no photos.', { exact: false })
        .isVisible(),
    ).toBe(true);
    expect(
      await results.getByText('3 rows were not imported (1 duplicate, 2 errors):').isVisible(),
    ).toBe(true);
    const errors = page.getByRole('list', { name: 'Import errors' }).getByRole('listitem');
    expect(await errors.allInnerTexts()).toEqual([
      'Row 4: Missing title or brand',
      'Row 5: price: Price must be a number ("abc")',
      `Row 6: Duplicate, not imported: "${seeded.data.title}" by ${seeded.data.brand} is already in the catalogue`,
    ]);
    const table = results.getByRole('table', { name: 'Every row' });
    expect(await table.getByRole('row').count()).toBe(6);
    await eventually(() => toast(page, 'Successfully imported 2 products').isVisible());
    await eventually(() => toast(page, '2 products failed to import').isVisible());

    // Importing the same file again creates nothing: every row is now a duplicate or an error.
    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'e2e-products-again.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await eventually(() =>
      results.getByText('Imported 0 products from e2e-products-again.csv.').isVisible(),
    );
    expect(
      await results.getByText('5 rows were not imported (3 duplicates, 2 errors):').isVisible(),
    ).toBe(true);
  });

  it('imports survey text into the waitlist', async () => {
    const survey = [
      [
        'Nov 3, 2:15 PM',
        'Jordan Avery',
        `jordan.${RUN}@example.test`,
        '10001',
        'I love trying new bags without buying them',
        'Elite - $129/mo',
      ],
      [
        'Nov 4, 9:40 AM',
        'Sam Okafor',
        `sam.${RUN}@example.test`,
        '60611',
        'Sustainable luxury',
        'Crown - $249/mo',
      ],
      ['Nov 5, 8:10 PM', 'Broken Email', `broken.${RUN}@`, '94110', 'Elite - $129/mo'],
    ]
      .map((entry) => entry.join('\n'))
      .join('\n\n');

    await openAdmin('/admin/waitlist', 'Waitlist Management');
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByLabel('Survey data').fill(survey);
    await page.getByRole('button', { name: 'Import Signups' }).click();
    const finished = page.getByRole('status').filter({ hasText: 'Import finished' });
    await eventually(() => finished.isVisible());
    expect(await finished.getByText('2 entries imported').isVisible()).toBe(true);
    expect(await finished.getByText('1 entry failed').isVisible()).toBe(true);
    expect(await finished.getByText('1 entry was not imported:').isVisible()).toBe(true);
    expect(
      await finished
        .getByRole('list', { name: 'Skipped entries' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([`Line 15: Broken Email <broken.${RUN}@> — Invalid email "broken.${RUN}@"`]);
    await eventually(() => toast(page, 'Successfully imported 2 entries!').isVisible());
  });

  it('exports the waitlist as a CSV file', async () => {
    const known = seedWaitlist()[0]!.data.email;
    await openAdmin('/admin/waitlist', 'Waitlist Management');
    await page.getByRole('tab', { name: /^Signups/ }).click();
    await eventually(() => page.getByText(known).first().isVisible());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await downloadedText(download);
    expect(text).toContain(known);
    expect(text.split('\n').length).toBeGreaterThan(2);
    // The Style Quiz answers sent with a signup are in it, as readable labels.
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows[0]?.slice(9)).toEqual([
      'Quiz Occasions',
      'Quiz Colours',
      'Quiz Silhouettes',
      'Quiz Brands',
      'Quiz Budget',
    ]);
    const quizzed = seedWaitlist().find((signup) => signup.data.style_answers)!.data;
    const row = rows.find((cells) => cells[1] === quizzed.email);
    const expected = describeStyleAnswers(quizzed.style_answers!).map(({ answer }) =>
      answer === 'No answer' ? '' : answer.replaceAll(', ', '; ').replaceAll(',', ';'),
    );
    expect(row?.slice(9)).toEqual(expected);
    await eventually(() => toast(page, 'Waitlist data exported successfully').isVisible());
  });

  it('skips to the main content from the keyboard', async () => {
    await openAdmin('/admin/orders', 'Order Management');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await eventually(() => skip.evaluate((link) => link === link.ownerDocument.activeElement));
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(
      async () =>
        (await page.evaluate('document.activeElement && document.activeElement.tagName')) ===
        'MAIN',
    );
  });

  it('lists orders on a phone with bag, member, status and View in view', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await openAdmin('/admin/orders', 'Order Management');
      const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
      await cards.first().waitFor();
      const view = cards.first().getByRole('button', { name: /^View order/ });
      const box = await view.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      expect(await widerThanWindow(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('updates an order’s status and tracking number', async () => {
    const order = seedOrders().find((o) => o.data.order_status === 'pending_shipment');
    if (!order) throw new Error('the seed has no order waiting to ship');
    const tracking = `1ZE2E${RUN.toUpperCase()}`;

    await openAdmin('/admin/orders', 'Order Management');
    await page.getByRole('button', { name: `View order ${shortOrderId(order.id)}` }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByRole('heading', { name: 'Update Order' }).isVisible());
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'In Transit' });
    // Not shipped without a tracking number: the field says so and nothing is sent.
    await dialog.getByLabel('Tracking Number').fill('');
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await eventually(() =>
      dialog.getByText('Enter the tracking number to mark the order In Transit').isVisible(),
    );
    await dialog.getByLabel('Tracking Number').fill(tracking);
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await eventually(() => toast(page, 'Order updated successfully').isVisible());

    // A successful update closes the dialog by itself (no Escape needed); until it has
    // closed, Radix hides the rest of the page from the accessibility tree.
    await eventually(async () => (await dialog.count()) === 0, 'the order dialog stayed open');
    const row = page.getByRole('row').filter({ hasText: shortOrderId(order.id) });
    await eventually(() => row.getByText(tracking).isVisible());
    expect(await row.getByText('In Transit').isVisible()).toBe(true);
  });
});
