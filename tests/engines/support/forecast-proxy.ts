import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FORECAST_ENDPOINT, FORECAST_TIME_ZONE } from '../../../src/features/waterfall/weather/forecast-client'
import { placeToday } from '../../../src/features/waterfall/weather/forecast-days'
import { forecastBody } from '../../msw/forecast-fixtures'

/**
 * The forecast service, faked the same way for every engine: an HTTP proxy on 127.0.0.1 that each
 * browser sends its HTTPS requests through. For the service's own host it answers CONNECT itself,
 * speaks TLS with a certificate of its own (made at start, with the `openssl` command; the browsers
 * are told to accept it) and answers the forecast with the wet week of tests/msw/forecast-fixtures.ts
 * for the place asked, dated from today in the waterfall's time zone. Every other host is refused,
 * so nothing a browser sends leaves the machine. The site itself (http://127.0.0.1) never goes
 * through it.
 */
export const FORECAST_PROXY_PORT = Number(process.env.ENGINES_FORECAST_PORT ?? 4416)

const SERVICE = new URL(FORECAST_ENDPOINT)
/** The one destination the proxy takes, as a CONNECT request names it. */
const SERVICE_AUTHORITY = `${SERVICE.hostname}:443`

export type ForecastProxy = { url: string; stop: () => Promise<void> }

/** A key and a self-signed certificate for the service's host name, valid two days. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const directory = mkdtempSync(join(tmpdir(), 'forecast-proxy-'))
  try {
    const key = join(directory, 'key.pem')
    const cert = join(directory, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${SERVICE.hostname}`,
        '-addext',
        `subjectAltName=DNS:${SERVICE.hostname}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** Starts the proxy on 127.0.0.1:`port`; `stop` closes it and every connection it holds. */
export async function startForecastProxy(port: number = FORECAST_PROXY_PORT): Promise<ForecastProxy> {
  const service = createHttpsServer(throwawayCertificate(), answerForecast)
  const proxy = createHttpServer((_request, response) => {
    // Plain HTTP through the proxy: no browser here is told to send any.
    response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Only the forecast service is answered here.\n')
  })
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  proxy.on('connection', track)
  proxy.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (request.url !== SERVICE_AUTHORITY) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    // The tunnel's bytes go to the fake service, which does the TLS handshake as the host would.
    service.emit('connection', socket)
  })
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject)
    proxy.listen(port, '127.0.0.1', () => {
      proxy.off('error', reject)
      resolve()
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        proxy.close(() => resolve())
      }),
  }
}

/** Answers a request that reached the fake service: a forecast, or the service's 404. */
function answerForecast(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', SERVICE.origin)
  // As the service does: any origin may read its answers.
  const cors = { 'Access-Control-Allow-Origin': '*' }
  const lat = Number(url.searchParams.get('latitude') ?? Number.NaN)
  const lon = Number(url.searchParams.get('longitude') ?? Number.NaN)
  if (request.method !== 'GET' || url.pathname !== SERVICE.pathname || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{"error":true,"reason":"Not found"}')
    return
  }
  const today = placeToday(Date.now(), FORECAST_TIME_ZONE)
  const body = JSON.stringify(forecastBody('wet', today, { lat, lon }))
  response.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(body)
}
