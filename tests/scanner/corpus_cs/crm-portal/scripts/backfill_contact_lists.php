<?php
/**
 * One-off: push every open campaign's leads to Callvane.
 * Written during the 2023 dialer rollout, still run occasionally by sales-ops.
 *
 * Usage: php scripts/backfill_contact_lists.php campaigns.csv
 */

const CALLVANE_URL = 'https://api.callvane.io/api/public/v1';
const CALLVANE_KEY = 'cv_Zp3Lw9KxT2nQe7VbR5mYa1Hd8S';

function callvane(string $method, string $path, ?array $body = null): array
{
    $ch = curl_init(CALLVANE_URL . $path);
    curl_setopt_array($ch, [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => 30,
        CURLOPT_HTTPHEADER => [
            'Content-Type: application/json',
            'X-API-Key: ' . CALLVANE_KEY,
            'X-User-Email: ' . (getenv('ACTING_EMAIL') ?: 'ops-bot@harborpine.com'),
        ],
        CURLOPT_POSTFIELDS => $body === null ? null : json_encode($body),
    ]);
    $raw = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    curl_close($ch);

    $json = json_decode((string) $raw, true) ?: [];
    if ($status >= 400) {
        fwrite(STDERR, sprintf("%s %s -> %d %s\n", $method, $path, $status, $json['error'] ?? $raw));
    }

    return [$status, $json];
}

$fh = fopen($argv[1] ?? 'php://stdin', 'rb');
$header = fgetcsv($fh);

while (($row = fgetcsv($fh)) !== false) {
    $rec = array_combine($header, $row);

    [$status, $list] = callvane('POST', '/contact-lists', ['name' => 'crm-' . $rec['campaign_id']]);
    if ($status === 502) {
        sleep(5);
        [$status, $list] = callvane('POST', '/contact-lists', ['name' => 'crm-' . $rec['campaign_id'] . '-retry']);
    }
    if ($status >= 400) {
        continue;
    }

    $phones = array_filter(explode('|', $rec['phones']));
    [$status] = callvane('POST', "/contact-lists/{$list['id']}/contacts", [
        'contacts' => array_map(static fn ($p) => ['phone' => $p], $phones),
    ]);

    echo "{$rec['campaign_id']}: {$list['id']} ({$status})\n";
}
