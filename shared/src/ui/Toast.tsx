import { useStore } from 'zustand';
import type { ToastType } from '../bus/eventBus';
import { dismissToast, toastStore } from '../stores/stores';

// Spoken before the message, so that the type is not conveyed by colour alone.
const TYPE_LABELS: Record<ToastType, string> = {
  success: 'Succès : ',
  warning: 'Attention : ',
  error: 'Erreur : ',
};

/**
 * Shows the toasts of the shared toast store (see showToast). Errors are announced at once
 * (role "alert"), successes and warnings politely (role "status"). Mounted once, by the shell.
 */
export function ToastViewport() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <section className="toast-viewport" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`}>
          <p className="toast__message" role={toast.type === 'error' ? 'alert' : 'status'}>
            <span className="visually-hidden">{TYPE_LABELS[toast.type]}</span>
            {toast.message}
          </p>
          <button
            type="button"
            className="toast__close"
            aria-label="Fermer la notification"
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
