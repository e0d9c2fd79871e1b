import { Button, Field, Input, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { maxTypedSignature } from '@ledgerline/shared/tax-return-delivery';
import { signingText as t } from '../../texts/signing';

/** What the signer has given so far: a typed name, or a drawing (a PNG data URL; null while nothing is drawn). */
export type SignatureValue = { kind: 'typed'; text: string } | { kind: 'drawn'; image: string | null };

/** Whether there is something to sign with. */
export const hasSignature = (v: SignatureValue) => (v.kind === 'typed' ? v.text.trim() !== '' : v.image !== null);

/** The drawing's own size; the canvas scales to its box, the strokes are mapped back to this. */
const width = 600;
const height = 180;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '200px' },
  pad: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  canvas: {
    width: '100%',
    aspectRatio: `${width} / ${height}`,
    touchAction: 'none',
    cursor: 'crosshair',
    backgroundColor: '#ffffff',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  clear: { alignSelf: 'flex-start' },
  preview: {
    minHeight: '64px',
    display: 'flex',
    alignItems: 'center',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: '#ffffff',
    color: '#1a1a1a',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: '"Brush Script MT", "Segoe Script", cursive',
    fontSize: '32px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
});

/**
 * A signature drawn with a mouse, pen or finger; every finished stroke hands the drawing on as a PNG data URL, and
 * Clear hands on null. The keyboard's way to sign is typing the name (the other tab), as the label says.
 */
export function SignaturePad({ onChange }: { onChange: (image: string | null) => void }) {
  const s = useStyles();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * width, y: ((e.clientY - box.top) / box.height) * height };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return null;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1a1a1a';
    return ctx;
  };
  return (
    <div className={s.pad}>
      <canvas
        ref={canvas}
        className={s.canvas}
        width={width}
        height={height}
        role="img"
        aria-label={t.drawArea}
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          // A tap leaves a dot.
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          if (canvas.current) onChange(canvas.current.toDataURL('image/png'));
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <Button
        className={s.clear}
        onClick={() => {
          canvas.current?.getContext('2d')?.clearRect(0, 0, width, height);
          onChange(null);
        }}
      >
        {t.clear}
      </Button>
    </div>
  );
}

/**
 * Typing or drawing a signature: the Type tab (the keyboard's way, with a preview of the name as signed) and the Draw
 * tab (the pad), then the agreement. Each change hands on what the signer has given.
 */
export function SignatureInput({
  defaultName = '',
  onChange,
}: {
  defaultName?: string;
  onChange: (value: SignatureValue) => void;
}) {
  const s = useStyles();
  const [kind, setKind] = useState<'typed' | 'drawn'>('typed');
  const [text, setText] = useState(defaultName);
  const panelId = useId();
  return (
    <div className={s.root}>
      <TabList
        aria-label={t.method}
        selectedValue={kind}
        onTabSelect={(_, d) => {
          const next = d.value as 'typed' | 'drawn';
          setKind(next);
          // The pad starts blank each time it shows.
          onChange(next === 'typed' ? { kind: 'typed', text } : { kind: 'drawn', image: null });
        }}
      >
        <Tab value="typed" aria-controls={panelId}>
          {t.type}
        </Tab>
        <Tab value="drawn" aria-controls={panelId}>
          {t.draw}
        </Tab>
      </TabList>
      <div id={panelId} role="tabpanel" aria-label={kind === 'typed' ? t.type : t.draw} className={s.panel}>
        {kind === 'typed' ? (
          <>
            <Field label={t.typedName} required>
              <Input
                value={text}
                maxLength={maxTypedSignature}
                autoComplete="name"
                onChange={(_, d) => {
                  setText(d.value);
                  onChange({ kind: 'typed', text: d.value });
                }}
              />
            </Field>
            <div className={s.preview} role="img" aria-label={t.typedPreview}>
              {text}
            </div>
          </>
        ) : (
          <SignaturePad onChange={(image) => onChange({ kind: 'drawn', image })} />
        )}
      </div>
      <Text size={200}>{t.agreement}</Text>
    </div>
  );
}
