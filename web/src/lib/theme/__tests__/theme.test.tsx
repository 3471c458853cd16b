import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { applyTheme, readStoredTheme, resetThemeForTests } from '@/lib/theme/theme';
import { setMedia } from '@/testing/browser-stubs';

const root = document.documentElement;

beforeEach(() => {
  resetThemeForTests();
  root.style.colorScheme = '';
});

describe('theme', () => {
  it('defaults to the system setting and follows it', () => {
    setMedia({ dark: true });
    render(<ThemeToggle />);
    expect(readStoredTheme()).toBe('system');
    expect(screen.getByRole('button', { name: /^Theme: System/ })).toBeVisible();
    act(() => applyTheme('system'));
    expect(root).toHaveClass('dark');

    act(() => setMedia({ dark: false }));
    expect(root).not.toHaveClass('dark');
    act(() => setMedia({ dark: true }));
    expect(root).toHaveClass('dark');
  });

  it('cycles light, dark and system from the toggle, storing the choice under `theme`', async () => {
    setMedia({ dark: false });
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: /Switch to Light/ }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');

    await user.click(screen.getByRole('button', { name: /Switch to Dark/ }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');

    // A dark choice stays dark whatever the system says.
    act(() => setMedia({ dark: false }));
    expect(root).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: /Switch to System/ }));
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(root).not.toHaveClass('dark');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem('theme', 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
  });

  it('ignores an unreadable stored value', () => {
    window.localStorage.setItem('theme', 'sepia');
    expect(readStoredTheme()).toBe('system');
  });
});
