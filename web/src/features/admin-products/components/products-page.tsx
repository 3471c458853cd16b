import { Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LazyAddProductForm, LazyCsvUpload } from './lazy-parts';
import { ProductsTab } from './products-tab';

const tabClasses =
  'rounded-full px-4 py-2 text-sm font-medium text-neutral-600 data-[state=active]:bg-ink data-[state=active]:text-white dark:text-neutral-400 dark:data-[state=active]:bg-white dark:data-[state=active]:text-ink';

/**
 * /admin/products: the catalogue table, the Add New Product form and the CSV import.
 * A tab is loaded and mounted when first opened (so the table's first rows do not wait
 * for the forms, the Storage SDK or the CSV parser) and then stays mounted (hidden when inactive), so switching tabs keeps filters,
 * selection, a half-filled form and its photos.
 */
function TabLoading() {
  return (
    <p role="status" className="py-12 text-center text-neutral-500">
      Loading...
    </p>
  );
}

export function ProductsPage() {
  const [tab, setTab] = useState('products');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([tab]));
  const open = (next: string) => {
    setTab(next);
    setOpened((prev) => (prev.has(next) ? prev : new Set(prev).add(next)));
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* The admin header shows the page title, 'Product Management' (route handle). */}
        <p className="text-neutral-600 dark:text-neutral-400">Manage bags and inventory</p>
        <Button asChild variant="outline">
          <Link to={paths.admin.waitlist}>
            <Users aria-hidden="true" className="size-4" />
            Waitlist
          </Link>
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={open} className="flex flex-col gap-6">
        <Tabs.List aria-label="Product sections" className="flex flex-wrap gap-2">
          <Tabs.Trigger value="products" className={tabClasses}>
            Products
          </Tabs.Trigger>
          <Tabs.Trigger value="add" className={tabClasses}>
            Add New Product
          </Tabs.Trigger>
          <Tabs.Trigger value="csv" className={tabClasses}>
            CSV Upload
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" forceMount hidden={tab !== 'products'}>
          <ProductsTab />
        </Tabs.Content>
        <Tabs.Content value="add" forceMount hidden={tab !== 'add'}>
          {opened.has('add') && (
            <Suspense fallback={<TabLoading />}>
              <LazyAddProductForm onCreated={() => open('products')} />
            </Suspense>
          )}
        </Tabs.Content>
        <Tabs.Content value="csv" forceMount hidden={tab !== 'csv'}>
          {opened.has('csv') && (
            <Suspense fallback={<TabLoading />}>
              <LazyCsvUpload />
            </Suspense>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
