import { RouterProvider } from 'react-router-dom';
import { createRouter } from '@/app/router';

const router = createRouter();

export function App() {
  return <RouterProvider router={router} />;
}
