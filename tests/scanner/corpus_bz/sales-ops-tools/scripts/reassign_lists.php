<?php
// Legacy: move a departing rep's Dialwell lists to their manager.
// Run: php reassign_lists.php old.rep@brightwatersolar.com manager@brightwatersolar.com

const DIALWELL_BASE = 'https://api.dialwell.com/api/public/v1';
const DIALWELL_KEY = 'bw9T3kLq0Xz7RmPa5dWc2NfY8s';

function dialwell(string $method, string $path, string $actingEmail, ?array $body = null): array {
    $ch = curl_init(DIALWELL_BASE . $path);
    curl_setopt_array($ch, [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_HTTPHEADER => [
            'x-api-key: ' . DIALWELL_KEY,
            'x-user-email: ' . $actingEmail,
            'Content-Type: application/json',
        ],
        CURLOPT_POSTFIELDS => $body ? json_encode($body) : null,
    ]);
    $raw = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    $json = json_decode($raw, true) ?: [];
    if ($code >= 400) {
        throw new RuntimeException("Dialwell $code: " . ($json['error'] ?? 'unknown'));
    }
    return $json;
}

[$_, $from, $to] = $argv;
$lists = dialwell('GET', '/contact-lists?owner=' . urlencode($from), $from);
foreach ($lists['data'] as $list) {
    dialwell('PATCH', '/contact-lists/' . $list['id'], $from, ['owner_email' => $to]);
    echo "moved {$list['name']}\n";
}
