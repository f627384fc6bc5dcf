<?php
namespace Harborline\Dialer;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use Psr\Log\LoggerInterface;

/**
 * Thin wrapper around the DialWise public API.
 * Agents' call queues are DialWise "contact lists".
 */
class DialWiseClient
{
    private $http;
    private $config;
    private $log;

    public function __construct(array $config, LoggerInterface $log, Client $http = null)
    {
        $this->config = $config;
        $this->log = $log;
        $this->http = $http ?: new Client([
            'base_uri' => rtrim($config['base_url'], '/') . '/',
            'timeout'  => $config['timeout'] ?? 15,
        ]);
    }

    private function headers(string $agentEmail = null): array
    {
        return [
            'x-api-key'    => $this->config['api_key'],
            'x-user-email' => $agentEmail ?: $this->config['default_agent'],
            'Accept'       => 'application/json',
        ];
    }

    public function listQueues(string $agentEmail): array
    {
        return $this->send('GET', 'contact-lists', $agentEmail);
    }

    public function createQueue(string $agentEmail, string $name): array
    {
        return $this->send('POST', 'contact-lists', $agentEmail, ['name' => $name]);
    }

    public function renameQueue(string $agentEmail, string $listId, string $name): array
    {
        return $this->send('PATCH', "contact-lists/{$listId}", $agentEmail, ['name' => $name]);
    }

    public function deleteQueue(string $agentEmail, string $listId): void
    {
        $this->send('DELETE', "contact-lists/{$listId}", $agentEmail);
    }

    public function addPhones(string $agentEmail, string $listId, array $phones): array
    {
        $contacts = array_map(function ($p) { return ['phone' => $p]; }, $phones);
        return $this->send('POST', "contact-lists/{$listId}/contacts", $agentEmail, ['contacts' => $contacts]);
    }

    public function removePhone(string $agentEmail, string $listId, string $phone): void
    {
        $this->send('DELETE', "contact-lists/{$listId}/contacts/" . rawurlencode($phone), $agentEmail);
    }

    private function send(string $method, string $path, ?string $agentEmail, array $json = null, int $attempt = 1): array
    {
        $opts = ['headers' => $this->headers($agentEmail), 'http_errors' => false];
        if ($json !== null) {
            $opts['json'] = $json;
        }
        $res = $this->http->request($method, $path, $opts);
        $status = $res->getStatusCode();

        if ($status >= 200 && $status < 300) {
            $raw = (string) $res->getBody();
            return $raw === '' ? [] : json_decode($raw, true);
        }
        if (in_array($status, $this->config['retry_statuses'], true) && $attempt < 3) {
            $this->log->warning('DialWise transient error, retrying', ['status' => $status, 'path' => $path]);
            usleep(250000 * $attempt);
            return $this->send($method, $path, $agentEmail, $json, $attempt + 1);
        }
        if ($status === 503) {
            $this->log->error('DialWise API disabled on their side - check account settings');
        }
        throw DialWiseException::fromResponse($status, (string) $res->getBody());
    }
}
