export declare const EARLY_FORM: 'data-early-submit';
export declare const LIVE: 'data-live';
export declare const SENT_EARLY: 'data-sent-early';
export declare const WAKE_BOX: 'data-wake';
export declare const WAKE_LISTENING: 'data-wake-listening';
export declare const PRINT_TICKET: 'data-print-exit-ticket';
export declare const KEPT: '__keptForFigures';
export declare function earlyInputScript(): string;
