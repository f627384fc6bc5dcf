<?php

namespace Drupal\ringlane\Webhook;

use Drupal\Core\Config\ConfigFactoryInterface;
use Drupal\ringlane\RinglaneApi;
use Symfony\Component\HttpFoundation\Request;

class SignatureVerifier {

  public function __construct(protected ConfigFactoryInterface $configFactory) {}

  public function isValid(Request $request): bool {
    $secret = (string) $this->configFactory->get('ringlane.settings')->get('webhook_secret');
    $given = (string) $request->headers->get(RinglaneApi::SIGNATURE_HEADER, '');
    if ($secret === '' || $given === '') {
      return FALSE;
    }
    $expected = hash_hmac('sha256', $request->getContent(), $secret);
    return hash_equals($expected, $given);
  }

}
