// Push notifications in the browser: the one-time prompt after a published schedule,
// the devices list on My Profile, and the service worker's push and click handlers (a
// push delivered through the DevTools protocol, as a push service would).
import { expectNoSeriousFindings } from "./axe";
import { createAccount, expect, fridayAhead, gql, publishWeek, signInWithToken, test } from "./helpers";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";

// The service worker's global scope, as the functions evaluated in it see it.
type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
const shown = () =>
  (self as unknown as WorkerScope).registration.getNotifications().then((ns) => ns.map((n) => n.body));

test.skip(({ isMobile }) => isMobile, "the service worker's handlers do not depend on the screen");
// The service worker receives the pushes (playwright.config.ts blocks it elsewhere), in
// the full browser: the headless shell the other tests run in has no push messaging.
test.use({ serviceWorkers: "allow", launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

async function unread(token: string) {
  const data = await gql<{ notifications: { id: string; link: string }[] }>(`{ notifications { id link } }`, {}, token);
  return data.notifications;
}

test("the first published schedule asks once to turn on notifications, and My Profile lists the devices", async ({ page }) => {
  const manager = await createAccount("Pshm", "MANAGER");
  const emp = await createAccount("Pshe");
  await publishWeek(manager, fridayAhead(62), [["MONDAY", emp.id, "09:00", "17:00"]]);
  await signInWithToken(page, emp);
  const prompt = page.getByRole("region", { name: "Get Your Schedule on This Device?" });
  await expect(prompt).toBeVisible();
  await expectNoSeriousFindings(page, "the notification prompt");
  await prompt.getByRole("button", { name: "Not Now" }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  // The unread notifications have arrived, the schedule's among them: the prompt would show now.
  await expect(page.getByRole("region", { name: "Unread notifications" })).toBeVisible();
  await expect(prompt).toBeHidden();

  // A device the phone registered (its keys as a browser makes them) shows with its last use.
  await gql(
    `mutation($in: RegisterPushDeviceInput!) { registerPushDevice(input: $in) { id } }`,
    {
      in: {
        endpoint: "https://push.example/e2e-phone",
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
        name: "Chrome on Android",
      },
    },
    emp.token,
  );
  await page.goto("/profile");
  const devices = page.getByRole("list", { name: "Devices with notifications on" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByRole("listitem")).toContainText(/Chrome on Android\s*last used/);
  await expect(page.getByLabel("Schedule published or changed")).toHaveValue("PUSH");
  await expectNoSeriousFindings(page, "the notification settings");
  await devices.getByRole("button", { name: "Remove Chrome on Android" }).click();
  await expect(page.getByText("Notifications are not on for any device yet.")).toBeVisible();
  await expect(page.getByLabel("Schedule published or changed")).toHaveValue("EMAIL");
});

test("a push shows a notification whose tap opens its page in the open window and marks it read", async ({ page, context }) => {
  const manager = await createAccount("Pshm", "MANAGER");
  const emp = await createAccount("Pshe");
  await publishWeek(manager, fridayAhead(63), [["TUESDAY", emp.id, "09:00", "17:00"]]);
  const [note] = await unread(emp.token);
  expect(note.link).toBe("/schedule");

  await context.grantPermissions(["notifications"]);
  await signInWithToken(page, emp, "/dashboard");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));

  // What the server pushes: the text and the link, which names the notification.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const r = registrations.find((x: { scopeURL: string; isDeleted: boolean }) => !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registered,
    data: JSON.stringify({ text: "Your schedule for next week is published.", link: `/schedule?notification=${note.id}` }),
  });
  // The browser may first have to start the stopped worker to dispatch the push: on a
  // machine whose cores are all busy that alone has taken most of the default 10 s.
  await expect
    .poll(() => worker.evaluate(shown), { timeout: 20_000 })
    .toEqual(["Your schedule for next week is published."]);

  // A tap, as the browser dispatches it to the service worker.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [n] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification: n }));
  });
  await expect(page).toHaveURL(/\/schedule$/);
  await expect.poll(async () => (await unread(emp.token)).map((n) => n.id)).not.toContain(note.id);
  await expect.poll(() => worker.evaluate(shown)).toEqual([]);
});
