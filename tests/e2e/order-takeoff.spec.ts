import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrdersPage } from '../../src/api/contract/orders';
import type { TakeoffSuggestions } from '../../src/api/contract/takeoff';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { visit } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';
import { processed, settle, uploadModel, viewerContext } from './viewer-page';

/**
 * Issue 20's take-off journey: pro@ opens an IFC (the factory's room, four walls 5 × 4 m, 3 m
 * high, 200 mm thick, on « Rez-de-chaussée »), selects the walls of the storey, orders them
 * from one of fab@'s products; fab@ accepts with a price; pro@ sees the accepted order and
 * opens « show in model ».
 */
describe('take-off from the model', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pro@ orders the walls of a storey from the viewer; fab@ accepts; pro@ shows them in the model', async () => {
    const proContext = await viewerContext(browser);
    const fabContext = await newContext(browser, 'fr-FR');
    await signIn(fabContext, 'fab@ouvrage.test');
    const name = `salle-metre-${Date.now()}.ifc`;
    const model = await uploadModel(
      proContext,
      name,
      await buildIfc({ walls: roomWalls(5000, 4000), stableIds: true }),
    );
    await processed(proContext, model.fileId);
    const pro = await proContext.newPage();
    const errors = watchErrors(pro);

    // The product: one of fab@'s sold by the m³ that the suggestions give for walls.
    const suggestions = (await (
      await proContext.request.get(
        `/api/projects/${model.projectId}/takeoff/suggestions?ifc_class=IfcWall&limit=50`,
      )
    ).json()) as TakeoffSuggestions;
    const product = suggestions.data.find(
      (s) => s.product.unit === 'm3' && s.product.price_cents != null,
    )!.product;
    expect(product).toBeDefined();

    await pro.goto(model.url);
    expect(await settle(pro)).toBe('ready');
    const tree = pro.getByTestId('viewer.tree.spatial');
    await expect.poll(() => tree.getByText('Rez-de-chaussée').isVisible()).toBe(true);
    await tree.getByRole('button', { name: /^Rez-de-chaussée/ }).click();
    await pro.getByTestId('viewer.tool.takeoff').click();
    const group = pro.getByTestId('viewer.takeoff.group');
    await expect.poll(() => group.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => group.getByText('4 éléments').isVisible()).toBe(true);
    await expect
      .poll(() => group.locator(`option[value="${product.id}"]`).count(), { timeout: 15_000 })
      .toBe(1);
    await group.locator('select').selectOption(product.id);
    await group.getByLabel('Chutes (%)').fill('5');
    // Volume: 2 × 5 m + 2 × 3.6 m of wall, 0.2 m thick, 3 m high = 10.32 m³; + 5 % → 10.84 m³.
    await expect
      .poll(() => group.getByTestId('viewer.takeoff.quantity').textContent())
      .toMatch(/10,84/);
    await pro.getByTestId('viewer.takeoff.add').click();
    await pro.getByTestId('viewer.takeoff').getByText('1 ligne ajoutée au panier.').waitFor();

    await visit(pro, '/pro/basket');
    const line = pro.locator(`[data-testid="basket.line"][data-product="${product.id}"]`);
    await line.getByTestId('basket.line.source').waitFor();
    await pro.getByLabel('Projet (facultatif)').selectOption({ label: `Projet ${name}` });
    await pro.getByLabel('Commune').fill('Bab Ezzouar');
    await pro.getByLabel('Adresse de livraison').fill('Lot 7, zone industrielle');
    await pro.getByTestId('basket.send').click();
    await expect.poll(() => new URL(pro.url()).pathname).toBe('/pro/orders');
    const mine = (await (
      await proContext.request.get(`/api/orders?project_id=${model.projectId}`)
    ).json()) as OrdersPage;
    expect(mine.data).toHaveLength(1);
    const orderId = mine.data[0]!.id;

    // The manufacturer reads the take-off (not the model) and accepts with a price.
    const fab = await fabContext.newPage();
    errors.push(...watchErrors(fab));
    await visit(fab, `/fab/orders/${orderId}/order`);
    const fabTakeoff = fab.getByTestId('order.takeoff');
    await fabTakeoff.waitFor();
    expect(await fabTakeoff.getByTestId('order.takeoff.show').count()).toBe(0);
    expect(await fabTakeoff.getByTestId('order.takeoff.group').textContent()).toMatch(/4 éléments/);
    await fab.getByTestId('order.action.ACCEPT').click();
    await fab.getByTestId('dialog.orderAccept').waitFor();
    await fab.getByTestId('order.accept.price').first().fill('15000');
    await fab.getByTestId('order.accept.confirm').click();
    await expect
      .poll(() => fab.getByTestId('order.state').getAttribute('data-state'))
      .toBe('accepted');

    await visit(pro, `/pro/orders/${orderId}/order`);
    expect(await pro.getByTestId('order.state').getAttribute('data-state')).toBe('accepted');
    const order = (await (await proContext.request.get(`/api/orders/${orderId}`)).json()) as Order;
    expect(order.lines[0]).toMatchObject({ quantity: 10.84, unit_price_cents: 1_500_000 });
    await expect
      .poll(() => pro.getByTestId('order.takeoff.changes').getAttribute('data-status'))
      .toBe('current');
    await pro.getByTestId('order.takeoff.show').click();
    await expect
      .poll(() => new URL(pro.url()).searchParams.get('order_line'))
      .toBe(order.lines[0]!.id);
    expect(await settle(pro)).toBe('ready');
    await pro.getByText('4 éléments de la ligne de commande sélectionnés.').waitFor();
    const spatial = pro.getByTestId('viewer.tree.spatial');
    const expand = spatial.getByRole('button', { name: /Déplier Rez-de-chaussée/ });
    if (await expand.count()) await expand.click();
    await expect
      .poll(() => spatial.locator('[aria-pressed="true"]').filter({ hasText: /^Mur/ }).count())
      .toBe(4);
    // The property filter reads a processed version's property index too.
    await pro.getByTestId('viewer.tree.filter-tab').click();
    const filter = pro.getByTestId('viewer.tree.filter');
    await filter.getByTestId('viewer.tree.filter.property').waitFor({ timeout: 30_000 });
    await filter
      .getByTestId('viewer.tree.filter.property')
      .selectOption({ label: 'Pset_WallCommon › Reference' });
    await filter.getByTestId('viewer.tree.filter.value').fill('Mur sud');
    await expect
      .poll(() => filter.getByTestId('viewer.tree.filter.count').textContent())
      .toBe('1 élément correspond');
    expect(errors).toEqual([]);
    await proContext.close();
    await fabContext.close();
    // Processing, two WebGL views and two parties on a shared two-core machine: minutes at worst.
  }, 300_000);
});
