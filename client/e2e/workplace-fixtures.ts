// Positions, locations and shift types made over the API for tests that are not about
// the settings page. Names are unique among those in use and the tests share a
// database, so each carries a tag of its own.
import { gql, type Account } from "./helpers";

let seq = 0;
export function workplaceTag(): string {
  seq += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
}

export async function makePosition(manager: Account, name: string, colour: string): Promise<string> {
  const d = await gql<{ savePosition: { id: string } }>(
    `mutation($i: PositionInput!) { savePosition(input: $i) { id } }`,
    { i: { name, colour } },
    manager.token,
  );
  return d.savePosition.id;
}

export async function makeLocation(manager: Account, name: string): Promise<string> {
  const d = await gql<{ saveLocation: { id: string } }>(
    `mutation($i: LocationInput!) { saveLocation(input: $i) { id } }`,
    { i: { name } },
    manager.token,
  );
  return d.saveLocation.id;
}

export async function makeShiftType(
  manager: Account,
  input: { name: string; positionId?: string; locationId?: string; startTime: string; endTime: string },
): Promise<string> {
  const d = await gql<{ saveShiftType: { id: string } }>(
    `mutation($i: ShiftTypeInput!) { saveShiftType(input: $i) { id } }`,
    { i: input },
    manager.token,
  );
  return d.saveShiftType.id;
}

export async function givePositions(manager: Account, userId: string, positionIds: string[], locationIds: string[]) {
  await gql(
    `mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`,
    { i: { userId, positions: positionIds.map((positionId) => ({ positionId })), locationIds } },
    manager.token,
  );
}
