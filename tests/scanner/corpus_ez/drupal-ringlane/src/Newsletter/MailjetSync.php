<?php

namespace Drupal\ringlane\Newsletter;

use Drupal\Core\Config\ConfigFactoryInterface;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\ClientException;

/**
 * Mirrors opted-in leads into the Mailjet newsletter list (not Ringlane).
 */
class MailjetSync {

  public function __construct(protected ClientInterface $http, protected ConfigFactoryInterface $configFactory) {}

  public function subscribe(string $email, string $listId): void {
    $cfg = $this->configFactory->get('harbourline_newsletter.settings');
    try {
      $this->http->request('POST', "https://api.mailjet.com/v3/REST/contactslist/{$listId}/managecontact", [
        'auth' => [$cfg->get('mailjet_key'), $cfg->get('mailjet_secret')],
        'json' => ['Email' => $email, 'Action' => 'addnoforce'],
      ]);
    }
    catch (ClientException $e) {
      if ($e->getResponse()->getStatusCode() === 404) {
        // Mailjet list deleted: nothing to do.
        return;
      }
      $data = json_decode((string) $e->getResponse()->getBody(), TRUE);
      throw new \RuntimeException($data['ErrorMessage'] ?? 'Mailjet error');
    }
  }

}
