<?php

namespace Drupal\dialwise_sync;

use Drupal\Core\Config\ConfigFactoryInterface;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\RequestException;
use Psr\Log\LoggerInterface;

/**
 * Thin wrapper around the Dialwise public API.
 */
class DialwiseClient {

  public function __construct(
    protected ClientInterface $httpClient,
    protected ConfigFactoryInterface $configFactory,
    protected LoggerInterface $logger,
  ) {}

  protected function options(array $extra = []): array {
    $config = $this->configFactory->get('dialwise_sync.settings');
    return $extra + [
      'base_uri' => rtrim($config->get('base_url'), '/') . '/',
      'timeout' => 15,
      'headers' => [
        'Accept' => 'application/json',
        'X-Api-Key' => $config->get('api_key'),
        'X-User-Id' => $config->get('acting_user_id'),
      ],
    ];
  }

  public function addContacts(string $list_id, array $contacts): bool {
    try {
      $this->httpClient->request('POST', 'contact-lists/' . $list_id . '/contacts', $this->options([
        'json' => ['contacts' => $contacts],
      ]));
      return TRUE;
    }
    catch (RequestException $e) {
      $response = $e->getResponse();
      $status = $response ? $response->getStatusCode() : 0;
      $payload = $response ? json_decode((string) $response->getBody(), TRUE) : [];

      switch ($status) {
        case 502:
          // Dialwise could not reach its identity provider; the queue will retry.
          throw new \Drupal\Core\Queue\SuspendQueueException('Dialwise IdP unreachable');

        case 503:
          // Public API switched off on the Dialwise side; no point retrying.
          $this->logger->critical('Dialwise API disabled for this account.');
          return FALSE;

        case 404:
          $this->logger->error('Dialwise rejected request: @msg', ['@msg' => $payload['error'] ?? 'not found']);
          return FALSE;

        default:
          $this->logger->error('Dialwise HTTP @code', ['@code' => $status]);
          return FALSE;
      }
    }
  }

  public function listLists(): array {
    $response = $this->httpClient->request('GET', 'contact-lists', $this->options());
    return json_decode((string) $response->getBody(), TRUE)['data'] ?? [];
  }

}
