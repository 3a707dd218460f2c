import { describe, expect, it } from "vitest";
import { deviceName } from "./subscribe";

describe("deviceName", () => {
  it("names the browser and the system a person knows the device by", () => {
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0";
    expect(deviceName(android)).toBe("Chrome on Android");
    expect(deviceName(iphone)).toBe("Safari on iOS");
    expect(deviceName(edge)).toBe("Edge on Windows");
    expect(deviceName("curl/8")).toBe("Browser");
  });
});
