/**
 * Runs in a page from its first script on: a 40 ms task, then the next queued at once, so the
 * page is never idle, as on a cheap phone drawing an animation in software or a machine busy
 * with other work. Nothing that waits for an idle moment ever starts. Passed to the browser as
 * source, so it uses nothing from outside itself.
 */
export function keepMainThreadBusy() {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const end = performance.now() + 40;
    while (performance.now() < end);
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}
