<?php

namespace Drupal\ringlane\Controller;

use Drupal\Core\Controller\ControllerBase;
use Drupal\ringlane\Webhook\SignatureVerifier;
use Symfony\Component\DependencyInjection\ContainerInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

class WebhookController extends ControllerBase {

  public function __construct(protected SignatureVerifier $verifier) {}

  public static function create(ContainerInterface $container) {
    return new static($container->get('ringlane.webhook_verifier'));
  }

  public function receive(Request $request): JsonResponse {
    if (!$this->verifier->isValid($request)) {
      // Our own error body, not Ringlane's.
      return new JsonResponse(['error' => 'invalid signature'], 401);
    }
    $event = json_decode($request->getContent(), TRUE) ?? [];
    $this->moduleHandler()->invokeAll('ringlane_call_outcome', [$event]);
    return new JsonResponse(['ok' => TRUE]);
  }

}
