<?php

namespace Drupal\ringlane;

use Drupal\Core\Config\ConfigFactoryInterface;
use Drupal\Core\Http\ClientFactory;
use Drupal\Core\Session\AccountProxyInterface;
use Drupal\ringlane\Exception\RinglaneApiException;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\RequestException;
use Psr\Log\LoggerInterface;

/**
 * Thin Guzzle wrapper around the Ringlane calling-list API.
 */
class RinglaneClient {

  protected ClientInterface $http;

  public function __construct(
    ClientFactory $factory,
    protected ConfigFactoryInterface $configFactory,
    protected LoggerInterface $logger,
    protected AccountProxyInterface $currentUser,
  ) {
    $config = $this->configFactory->get('ringlane.settings');
    $this->http = $factory->fromOptions([
      'base_uri' => rtrim($config->get('base_url') ?: 'https://api.ringlane.io/api/public/v1', '/') . '/',
      'timeout' => (int) ($config->get('timeout') ?? 10),
      'headers' => [
        'Accept' => 'application/json',
        RinglaneApi::HEADER_KEY => $config->get('api_key'),
        'User-Agent' => 'harbourline-drupal/2.3',
      ],
    ]);
  }

  public function listLists(): array {
    return $this->request('GET', ltrim(RinglaneApi::PATH_LISTS, '/'));
  }

  public function getList(string $id): array {
    return $this->request('GET', ltrim(sprintf(RinglaneApi::PATH_LIST, rawurlencode($id)), '/'));
  }

  public function appendContacts(string $listId, array $phones): array {
    $payload = ['contacts' => array_map(fn ($p) => ['phone' => $p], $phones)];
    return $this->request('POST', ltrim(sprintf(RinglaneApi::PATH_LIST_CONTACTS, rawurlencode($listId)), '/'), $payload);
  }

  public function removeContact(string $listId, string $phone): void {
    $this->request('DELETE', ltrim(sprintf(RinglaneApi::PATH_LIST_CONTACT, rawurlencode($listId), rawurlencode($phone)), '/'));
  }

  protected function actingUser(): string {
    $email = $this->currentUser->getEmail();
    return $email ?: (string) $this->configFactory->get('ringlane.settings')->get('acting_user_email');
  }

  protected function request(string $method, string $uri, ?array $json = NULL): array {
    $options = [
      'headers' => [RinglaneApi::HEADER_ACTING_USER => $this->actingUser()],
    ];
    if ($json !== NULL) {
      $options['json'] = $json;
    }

    try {
      $response = $this->http->request($method, $uri, $options);
    }
    catch (RequestException $e) {
      if (!$e->hasResponse()) {
        throw new RinglaneApiException('Ringlane unreachable: ' . $e->getMessage(), 0, [], $e);
      }
      throw RinglaneApiException::fromResponse($e->getResponse(), $e);
    }

    $body = (string) $response->getBody();
    return $body === '' ? [] : json_decode($body, TRUE, 512, JSON_THROW_ON_ERROR);
  }

}
