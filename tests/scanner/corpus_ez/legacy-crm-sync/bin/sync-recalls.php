#!/usr/bin/env php
<?php
/*
 * Pushes patients due an eye test into the Ringlane recall list.
 * Cron: 15 2 * * * php /opt/fenwick/legacy-crm-sync/bin/sync-recalls.php
 */

$config = require __DIR__ . '/../config.php';
$db = new PDO($config['db']['dsn'], $config['db']['user'], $config['db']['pass'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);

function ringlane(array $cfg, string $method, string $path, ?array $body = null): array
{
    $ch = curl_init(rtrim($cfg['endpoint'], '/') . $path);
    curl_setopt_array($ch, [
        CURLOPT_CUSTOMREQUEST  => $method,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_HTTPHEADER     => [
            'Content-Type: application/json',
            'X-API-KEY: ' . $cfg['key'],
            'X-USER-ID: ' . $cfg['user_id'],
        ],
        CURLOPT_POSTFIELDS     => $body === null ? null : json_encode($body),
    ]);
    $raw = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);

    return [$status, json_decode((string) $raw, true) ?: []];
}

$phones = $db->query("SELECT mobile FROM patients WHERE recall_due <= CURDATE() + INTERVAL 14 DAY AND mobile <> ''")
    ->fetchAll(PDO::FETCH_COLUMN);

$listPath = '/contact-lists/' . rawurlencode($config['ringlane']['list']) . '/contacts';
foreach (array_chunk($phones, 200) as $chunk) {
    $attempt = 0;
    do {
        [$status, $data] = ringlane($config['ringlane'], 'POST', $listPath, [
            'contacts' => array_map(fn ($p) => ['phone' => $p], $chunk),
        ]);
        $attempt++;
        if ($status === 502 && $attempt < 4) {
            sleep(5 * $attempt);
            continue;
        }
        break;
    } while (true);

    if ($status >= 400) {
        fwrite(STDERR, sprintf("[%s] Ringlane %d: %s\n", date('c'), $status, $data['error'] ?? 'no body'));
        foreach ($data['details'] ?? [] as $d) {
            fwrite(STDERR, "  - {$d['path']}: {$d['message']}\n");
        }
        if ($status === 503) {
            exit(3); // API disabled by Ringlane admin; no point continuing
        }
    }
}
$optedOut = $db->query("SELECT mobile FROM patients WHERE recall_opt_out = 1 AND opt_out_synced = 0")->fetchAll(PDO::FETCH_COLUMN);
foreach ($optedOut as $phone) {
    [$status, $data] = ringlane($config['ringlane'], 'DELETE', sprintf('/contact-lists/%s/contacts/%s', rawurlencode($config['ringlane']['list']), rawurlencode($phone)));
    if ($status === 404 && ($data['error'] ?? '') === 'user not found') {
        fwrite(STDERR, "Ringlane does not know user_id {$config['ringlane']['user_id']}\n");
        exit(4);
    }
}

echo "Synced " . count($phones) . " recall contacts\n";
