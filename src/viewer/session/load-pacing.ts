import type { DownloadProgress } from '@/api/file-content.api';

/**
 * How often the progress overlay may change while a model loads, and how long parsing must last
 * before it is named. Each change of the overlay is a frame the browser must paint and composite:
 * without a GPU (SwiftShader, llvmpipe) that is 20–150 ms of CPU, taken from the worker parsing
 * the model, and the model's next frame (its first, when the file has just come in) waits until
 * that composite is done. A quarter of a second still reads as continuous progress, and a parse
 * shorter than that is not worth a label nobody could read.
 */
export const loadPacing = { progressMs: 250, parsingLabelMs: 250 };

/**
 * A download's progress, paced for display: nothing during its first `progressMs` (the overlay
 * shows the download starting; a file that comes sooner changes nothing on screen before its
 * geometry), then the first report of each `progressMs`. Only intermediate steps are dropped, and
 * no report is held back to be sent later (it could land right when the bytes are in). The report
 * of the last bytes is not shown either: it would repaint the overlay at the very moment the model
 * starts to parse (a file held back by a slow server comes in one piece, and that report is then
 * its only one); the download's end is told by the load itself moving on.
 */
export function pacedProgress(
  send: (p: DownloadProgress) => void,
  { everyMs = loadPacing.progressMs, now = () => performance.now() } = {},
): (p: DownloadProgress) => void {
  let last = now();
  return (p) => {
    if (p.total > 0 && p.loaded >= p.total) return;
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    send(p);
  };
}

/**
 * Names the parsing phase only once it has lasted `parsingLabelMs`: a model parsed faster goes
 * from its download straight to its geometry, with no overlay change in between. `streaming`
 * cancels a pending label; `cancel` is for the loader's cleanup.
 */
export function delayedParsingLabel(
  show: () => void,
  { afterMs = loadPacing.parsingLabelMs } = {},
): { parsing(): void; streaming(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    parsing: () => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        show();
      }, afterMs);
    },
    streaming: cancel,
    cancel,
  };
}
