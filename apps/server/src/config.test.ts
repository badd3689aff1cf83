import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

// Every limit of the threat model (docs/server.md) is a setting read from the environment.

describe('settings from the environment', () => {
  it('reads every limit, and refuses a value out of range with its name', () => {
    const env = {
      MAX_MESSAGE_BYTES: '4096', MAX_FRAME_BYTES: '2048', MAX_BODY_BYTES: '4096', SOCKET_RATE: '10', SOCKET_BURST: '30',
      SOCKET_REFUSAL_RATE: '2', SOCKET_REFUSAL_BURST: '50', CREATE_RATE: '1', CREATE_BURST: '5', MAX_ROOMS: '100', MAX_CONNECTIONS: '200',
      MAX_CONNECTIONS_PER_ADDRESS: '8', HANDSHAKE_TIMEOUT_MS: '1000', JOIN_TIMEOUT_MS: '3000', MAX_OUTGOING_BYTES: '65536', MAX_SPECTATORS: '7',
      PRESENCE_DELAY_MS: '100', HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', UNLOAD_FINISHED_AFTER_SECONDS: '60', SNAPSHOT_EVERY: '10',
      PUBLIC_URL: 'https://senjutsu.example', ALLOWED_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: '10.0.0.0/8, 192.168.1.2', SENJUTSU_VALIDATE_OUTGOING: '1',
      ALLOWED_HOSTS: 'games.example.org, Senjutsu.lan', HSTS: 'off',
    };
    const read = configFromEnv(env);
    if (!read.ok) throw new Error(read.message);
    expect(read.value).toMatchObject({
      maxMessageBytes: 4096, maxFrameBytes: 2048, maxBodyBytes: 4096, socketRate: { ratePerSecond: 10, burst: 30 },
      socketRefusals: { ratePerSecond: 2, burst: 50 }, createRate: { ratePerSecond: 1, burst: 5 }, maxRooms: 100, maxConnections: 200,
      maxConnectionsPerAddress: 8, handshakeTimeoutMs: 1000, joinTimeoutMs: 3000, maxOutgoingBytes: 65536, maxSpectators: 7,
      presenceDelayMs: 100, httpHeadersTimeoutMs: 1000, httpRequestTimeoutMs: 2000, unloadFinishedAfterSeconds: 60, snapshotEvery: 10,
      publicUrl: 'https://senjutsu.example', allowedOrigins: ['https://a.example', 'https://b.example'], trustProxy: ['10.0.0.0/8', '192.168.1.2'], validateOutgoing: true,
      allowedHosts: ['games.example.org', 'senjutsu.lan'], hsts: false,
    });
    const defaults = configFromEnv({});
    expect(defaults.ok && defaults.value.validateOutgoing).toBe(false); // a production server leaves it out
    const bad = configFromEnv({ MAX_FRAME_BYTES: '10' });
    expect(bad.ok ? '' : bad.message).toContain('maxFrameBytes');
  });

  it('TRUST_PROXY is a list of proxies (default loopback); false trusts none, true (every peer) is refused with what to write instead', () => {
    const trusted = (env: Record<string, string>) => {
      const read = configFromEnv(env);
      return read.ok ? read.value.trustProxy : read.message;
    };
    expect(trusted({})).toEqual(['loopback']);
    expect(trusted({ TRUST_PROXY: 'false' })).toEqual([]);
    expect(trusted({ TRUST_PROXY: 'none' })).toEqual([]);
    expect(trusted({ TRUST_PROXY: 'loopback,172.16.0.0/12' })).toEqual(['loopback', '172.16.0.0/12']);
    expect(trusted({ TRUST_PROXY: 'true' })).toMatch(/^trustProxy: TRUST_PROXY=true would let any client name its own address; list .*e\.g\. TRUST_PROXY=127\.0\.0\.1/);
    expect(trusted({ TRUST_PROXY: 'proxy.lan' })).toMatch(/^trustProxy: invalid IP address: proxy\.lan/);
    const badHost = configFromEnv({ ALLOWED_HOSTS: 'games.example.org:443' });
    expect(badHost.ok ? '' : badHost.message).toContain('allowedHosts.0: a host name or address without a port');
  });

  it('reads the room expiry, retention and creation secret (issue 21)', () => {
    const read = configFromEnv({ UNJOINED_ROOM_TTL: '90m', RETENTION_DAYS: '7', CREATE_SECRET: 'open sesame' });
    expect(read.ok && read.value).toMatchObject({ unjoinedRoomTtlSeconds: 5400, retentionDays: 7, createSecret: 'open sesame' });
    for (const [text, value] of [['3600', 3600], ['24h', 86_400], ['2d', 172_800], ['45s', 45]] as const) {
      const r = configFromEnv({ UNJOINED_ROOM_TTL: text });
      expect(r.ok && r.value.unjoinedRoomTtlSeconds).toBe(value);
    }
    const defaults = configFromEnv({});
    expect(defaults.ok && defaults.value).toMatchObject({ unjoinedRoomTtlSeconds: 86_400, retentionDays: 30 });
    expect(defaults.ok && defaults.value.createSecret).toBeUndefined();
    const bad = configFromEnv({ UNJOINED_ROOM_TTL: 'a day' });
    expect(bad.ok ? '' : bad.message).toContain('unjoinedRoomTtlSeconds');
  });
});
