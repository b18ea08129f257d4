/**
 * The back-filled history: before live traffic begins, the devnet writes weeks of past
 * blocks, dated day by day up to now, so charts have a past to show; the indexer reads
 * them like any chain. Traffic varies as on a real network: quiet nights and weekends,
 * slow growth, a busy day now and then, new accounts every day and, on some days, a new
 * token contract. The plan follows from the seed and the dates only.
 */
import { encodeDeployData, encodeFunctionData, getContractAddress, keccak256, parseEther, stringToHex, type Address } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

import type { DevnetAccount } from './accounts';
import { getArtifact } from './compile';
import { creationGas, DEMO_TOKENS, type DeploymentManifest } from './deploy';
import type { Logger } from './logger';
import type { Devnet } from './node';
import { createRng, type Rng } from './prng';
import type { TrafficGenerator } from './traffic';
import { createTxSender, type TxIntent } from './txSender';

const DAY_SECONDS = 86_400;
/** Traffic steps (8–14 transactions each) on a busy weekday at the end of the period. */
const PEAK_STEPS_PER_DAY = 8;
/** Even the quietest day has some traffic. */
const MIN_STEPS_PER_DAY = 2;
const PEAK_NEWCOMERS_PER_DAY = 4;
const PEAK_NEWCOMER_SENDS_PER_DAY = 5;
/** Chance of a new token contract on a day after the first. */
const LAUNCH_CHANCE = 0.2;
/** A busy day (an airdrop, a launch) now and then. */
const SPIKE_CHANCE = 0.06;
const SPIKE_FACTOR = 1.8;
/** Activity by weekday, Sunday first. */
const WEEKDAY_ACTIVITY = [ 0.45, 0.95, 1.05, 1.1, 1, 0.9, 0.5 ];
/** Activity by UTC hour: quiet nights, busy afternoons. */
const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, hour) => 0.2 + Math.max(0, Math.sin((hour - 6) / 16 * Math.PI)));
/** Activity grows from this share of the final level at the start of the period. */
const START_ACTIVITY = 0.35;
/** The demo contracts are deployed this long after block 0. */
const DEPLOY_DELAY_S = 60;
/** The last history block is at least this long before now; live blocks follow at now. */
const LAST_BLOCK_MARGIN_S = 60;

/** One past block: its date and what goes into it. */
export interface PlannedBlock {
  /** Unix seconds. */
  timestamp: number;
  /** The demo contracts and their starting balances (the first block of day 0). */
  deploy: boolean;
  /** Steps of the traffic generator. */
  steps: number;
  /** Newcomers (by index) funded in this block by a trading account. */
  fund: number[];
  /** Newcomers funded on an earlier day who send coins in this block. */
  newcomerSends: number[];
  /** A new token contract, deployed and minted to a few holders. */
  launch: boolean;
}

export interface PlannedDay {
  /** UTC date, `YYYY-MM-DD`. */
  date: string;
  /** 0 … about 2: growth × weekday × noise × share of the day in the history. */
  activity: number;
  blocks: PlannedBlock[];
}

export interface HistoryPlan {
  /** Date of block 0: `days` × 24 hours before now, to the second. */
  genesisDate: Date;
  /** UTC days from block 0's to today (the first and the last partial), a minute short of now. */
  days: PlannedDay[];
  /** New accounts funded over the history. */
  newcomers: number;
}

/** Distinct, increasing block times in (from, to) of the UTC day at `dayStart`, drawn by the hour weights. */
function drawTimestamps(rng: Rng, count: number, dayStart: number, from: number, to: number): number[] {
  const hours = Object.fromEntries(HOUR_WEIGHTS.map((weight, hour) => {
    const hourStart = dayStart + hour * 3600;
    return [ String(hour), hourStart + 3600 > from + 1 && hourStart < to ? weight : 0 ];
  }));
  const times = Array.from({ length: count }, () => {
    const hourStart = dayStart + Number(rng.weighted(hours)) * 3600;
    return rng.int(Math.max(hourStart, from + 1), Math.min(hourStart + 3600, to) - 1);
  }).sort((a, b) => a - b);
  // Equal seconds move apart: blocks need increasing timestamps.
  for (let i = 1; i < times.length; i++) times[i] = Math.max(times[i], times[i - 1] + 1);
  return times;
}

/**
 * Plans the `days` × 24 hours before `now`, UTC day by UTC day: the rest of the first
 * day after block 0, the full days, then today until a minute ago. Block 0 is dated to
 * the second, so every start makes a chain of its own (the backend tells chains apart by
 * their genesis hash); the demo contracts are deployed a minute after it.
 * Same seed, days and `now`: same plan.
 */
export function planHistory(args: { seed: string | number; days: number; now: Date }): HistoryPlan {
  if (!Number.isInteger(args.days) || args.days < 1) throw new Error(`a history needs at least one day, got ${ args.days }`);
  const rng = createRng(`${ args.seed }:history`);
  const nowSeconds = Math.floor(args.now.getTime() / 1000);
  const genesisSeconds = nowSeconds - args.days * DAY_SECONDS;
  const deploySeconds = genesisSeconds + DEPLOY_DELAY_S;
  const firstDayStart = genesisSeconds - (genesisSeconds % DAY_SECONDS);
  let newcomers = 0;
  const days: PlannedDay[] = [];

  for (let day = 0; day <= args.days; day++) {
    const start = firstDayStart + day * DAY_SECONDS;
    // The first and the last day are partial; the first one's blocks follow the deployment.
    const partial = day === 0 || day === args.days;
    const from = Math.max(start, deploySeconds);
    const end = Math.min(start + DAY_SECONDS, nowSeconds - LAST_BLOCK_MARGIN_S);
    const passed = Math.max(0, end - from) / DAY_SECONDS;
    const growth = START_ACTIVITY + (1 - START_ACTIVITY) * (day / args.days);
    const weekday = WEEKDAY_ACTIVITY[new Date(start * 1000).getUTCDay()];
    const noise = (0.8 + 0.4 * rng.next()) * (rng.chance(SPIKE_CHANCE) ? SPIKE_FACTOR : 1);
    const activity = growth * weekday * noise * passed;
    const date = new Date(start * 1000).toISOString().slice(0, 10);

    const planned = Math.round(PEAK_STEPS_PER_DAY * activity);
    const steps = partial ? planned : Math.max(MIN_STEPS_PER_DAY, planned);
    const blocks: PlannedBlock[] = drawTimestamps(rng, steps, start, from, end).map((timestamp) => ({
      timestamp, deploy: false, steps: 1, fund: [], newcomerSends: [], launch: false,
    }));
    if (day === 0) blocks.unshift({ timestamp: deploySeconds, deploy: true, steps: 0, fund: [], newcomerSends: [], launch: false });
    // Extras go into blocks after the deployment: they need its tokens.
    const firstOpen = day === 0 ? 1 : 0;
    if (blocks.length > firstOpen) {
      const pickBlock = () => blocks[rng.int(firstOpen, blocks.length - 1)];
      const fundedBefore = newcomers;
      const arrivals = Math.max(partial ? 0 : 1, Math.round(PEAK_NEWCOMERS_PER_DAY * activity * (0.5 + rng.next())));
      for (let i = 0; i < arrivals; i++) pickBlock().fund.push(newcomers++);
      if (fundedBefore > 0) {
        const sends = Math.round(PEAK_NEWCOMER_SENDS_PER_DAY * activity * (0.5 + rng.next()));
        for (let i = 0; i < sends; i++) pickBlock().newcomerSends.push(rng.int(0, fundedBefore - 1));
      }
      if (day > 0 && rng.chance(LAUNCH_CHANCE)) pickBlock().launch = true;
    }
    days.push({ date, activity, blocks });
  }
  return { genesisDate: new Date(genesisSeconds * 1000), days, newcomers };
}

/** Names of the tokens launched during the history, numbered once they run out. */
const LAUNCHED_TOKENS = [
  [ 'Orbit Credits', 'ORB' ], [ 'Lumen Points', 'LUM' ], [ 'Quasar Share', 'QSR' ], [ 'Nebula Cash', 'NEB' ],
  [ 'Photon Coin', 'PHO' ], [ 'Pulsar Gold', 'PLS' ], [ 'Comet Dust', 'CMT' ], [ 'Zenith Bond', 'ZEN' ],
] as const;

/** What {@link writeHistory} wrote. */
export interface HistorySummary {
  manifest: DeploymentManifest;
  blocks: number;
  transactions: number;
  /** Addresses of the accounts the history funded, in order of arrival. */
  newcomers: Address[];
  launches: number;
  durationMs: number;
}

/** A newcomer's key follows from the seed, so its address is the same on every start. */
function newcomerAccount(seed: string | number, index: number): DevnetAccount {
  const privateKey = keccak256(stringToHex(`${ seed }:newcomer:${ index }`));
  return { address: privateKeyToAddress(privateKey), privateKey };
}

const tip = (rng: Rng) => rng.bigint(1n, 30n) * 100_000_000n;

/**
 * Writes `plan` into a devnet created with `genesisDate: plan.genesisDate` and
 * `deferMining`, through `generator` (nothing sent yet): deploys the demo contracts in
 * the first block, sends the planned steps and extras block by block, each block mined
 * at its planned time; then mines one block at the present time and starts the devnet's
 * own mining, so live blocks follow. The generator goes on from the history's state.
 */
export async function writeHistory(args: {
  devnet: Devnet;
  generator: TrafficGenerator;
  plan: HistoryPlan;
  seed: string | number;
  logger: Logger;
}): Promise<HistorySummary> {
  const startedAt = Date.now();
  const { devnet, generator, plan } = args;
  const logger = args.logger.child({ service: 'history' });
  const rng = createRng(`${ args.seed }:history-transactions`);
  const [ deployer, ...users ] = devnet.accounts;
  const newcomers = Array.from({ length: plan.newcomers }, (_, index) => newcomerAccount(args.seed, index));
  const newcomerSender = createTxSender({ rpcUrl: devnet.url, chainId: devnet.chainId, accounts: newcomers, logger, provider: devnet.provider });
  /** Coins each newcomer may still spend, as far as the history knows. */
  const spendable = new Map<number, bigint>();
  let lastTimestamp = Math.floor(plan.genesisDate.getTime() / 1000);
  let blockCount = 0;
  let launches = 0;
  let manifest: DeploymentManifest | undefined;

  const mineAt = async(timestamp: number) => {
    lastTimestamp = Math.max(timestamp, lastTimestamp + 1);
    await devnet.provider.request({ method: 'evm_mine', params: [ lastTimestamp ] });
    blockCount++;
  };
  /** A block holds 30 M gas: a step whose transactions do not fit spills into later seconds. */
  const minePending = async() => {
    while ((await devnet.provider.request({ method: 'eth_pendingTransactions' }) as unknown[]).length > 0) await mineAt(lastTimestamp + 1);
  };

  async function fund(newcomer: number, stableToken: Address) {
    const amount = rng.bigint(5n, 50n) * parseEther('1');
    spendable.set(newcomer, amount - parseEther('0.5'));
    await generator.send({
      label: 'history fund newcomer', from: rng.pick(users), to: newcomers[newcomer].address, value: amount, gas: 21_000n, type: 'eip1559', tipWei: tip(rng),
    });
    if (rng.chance(0.5)) {
      const tokens = BigInt(rng.int(100, 5_000)) * 10n ** BigInt(DEMO_TOKENS.stableToken.decimals);
      const data = encodeFunctionData({ abi: getArtifact('DemoToken').abi, functionName: 'mint', args: [ newcomers[newcomer].address, tokens ] });
      await generator.send({ label: 'history mint to newcomer', from: deployer, to: stableToken, data, gas: 100_000n, type: 'eip1559', tipWei: tip(rng) });
    }
  }

  async function newcomerSend(newcomer: number, fundedCount: number) {
    const value = rng.bigint(10n, 1_000n) * 10n ** 15n;
    const left = spendable.get(newcomer) ?? 0n;
    if (left < value) return;
    spendable.set(newcomer, left - value - 10n ** 15n);
    const toNewcomer = fundedCount > 1 && rng.chance(0.3);
    const to = toNewcomer ? newcomers[(newcomer + rng.int(1, fundedCount - 1)) % fundedCount].address : rng.pick(users).address;
    await newcomerSender.send({ label: 'history newcomer send', from: newcomers[newcomer], to, value, gas: 21_000n, type: 'eip1559', tipWei: tip(rng) });
  }

  /** A token contract from a newcomer with coins to spare (or the deployer), minted to a few holders. */
  async function launch(fundedCount: number) {
    const [ name, symbol ] = LAUNCHED_TOKENS[launches % LAUNCHED_TOKENS.length];
    const round = Math.floor(launches / LAUNCHED_TOKENS.length);
    launches++;
    const artifact = getArtifact('DemoToken');
    const data = encodeDeployData({
      abi: artifact.abi, bytecode: artifact.bytecode, args: [ round ? `${ name } ${ round + 1 }` : name, round ? `${ symbol }${ round + 1 }` : symbol, 18 ],
    });
    const gas = creationGas(data, artifact.deployedBytecode);
    const candidates = Array.from({ length: fundedCount }, (_, index) => index).filter((index) => (spendable.get(index) ?? 0n) > parseEther('1'));
    const creator = candidates.length > 0 ? newcomers[rng.pick(candidates)] : deployer;
    const send = (intent: Omit<TxIntent, 'from' | 'type' | 'tipWei'>) => {
      const full: TxIntent = { ...intent, from: creator, type: 'eip1559', tipWei: tip(rng) };
      return creator === deployer ? generator.send(full) : newcomerSender.send(full);
    };
    const { nonce } = await send({ label: 'history launch token', data, gas });
    const token = getContractAddress({ from: creator.address, nonce: BigInt(nonce) });
    const holders = [ ...users, ...newcomers.slice(0, fundedCount) ];
    for (let i = rng.int(2, 5); i > 0; i--) {
      const mint = encodeFunctionData({ abi: artifact.abi, functionName: 'mint', args: [ rng.pick(holders).address, parseEther(String(rng.int(1_000, 1_000_000))) ] });
      await send({ label: 'history mint launched token', to: token, data: mint, gas: 100_000n });
    }
  }

  let funded = 0;
  for (const day of plan.days) {
    const fundedBeforeDay = funded;
    for (const block of day.blocks) {
      if (block.deploy) {
        const deployed = await generator.deployAll({ mine: async() => {
          await mineAt(block.timestamp);
          await minePending();
        } });
        manifest = deployed.manifest;
        continue;
      }
      if (!manifest) throw new Error('the history plan sends before the demo contracts are deployed');
      for (const newcomer of block.fund) await fund(newcomer, manifest.contracts.stableToken.address);
      funded += block.fund.length;
      for (const newcomer of block.newcomerSends) await newcomerSend(newcomer, fundedBeforeDay);
      if (block.launch) await launch(fundedBeforeDay);
      for (let step = 0; step < block.steps; step++) await generator.sendPlannedStep();
      await mineAt(block.timestamp);
    }
  }
  if (!manifest) throw new Error('the history plan has no deployment block');
  // What did not fit its block, then the first live block at the present time: the
  // node's clock follows the last mined timestamp, so live blocks go on from now.
  await minePending();
  // Every transaction of the history is one nonce of its sender.
  const nonces = await Promise.all([ ...devnet.accounts, ...newcomers ].map((account) =>
    devnet.provider.request({ method: 'eth_getTransactionCount', params: [ account.address, 'latest' ] })));
  const transactions = nonces.reduce((total: number, nonce) => total + Number(nonce), 0);
  const liveTimestamp = Math.max(lastTimestamp + 1, Math.floor(Date.now() / 1000));
  await devnet.provider.request({ method: 'evm_mine', params: [ liveTimestamp ] });
  await devnet.startMining();

  const summary = {
    manifest, blocks: blockCount, transactions, newcomers: newcomers.map((account) => account.address), launches, durationMs: Date.now() - startedAt,
  };
  logger.info({
    days: plan.days.length, blocks: summary.blocks, transactions, newcomers: plan.newcomers, launches, duration_ms: summary.durationMs,
  }, 'history written');
  return summary;
}
