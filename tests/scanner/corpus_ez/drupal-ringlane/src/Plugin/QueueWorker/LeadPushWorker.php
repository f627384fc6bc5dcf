<?php

namespace Drupal\ringlane\Plugin\QueueWorker;

use Drupal\Core\Plugin\ContainerFactoryPluginInterface;
use Drupal\Core\Queue\QueueWorkerBase;
use Drupal\Core\Queue\RequeueException;
use Drupal\Core\Queue\SuspendQueueException;
use Drupal\ringlane\Exception\RinglaneApiException;
use Drupal\ringlane\RinglaneClient;
use Symfony\Component\DependencyInjection\ContainerInterface;

/**
 * @QueueWorker(
 *   id = "ringlane_lead_push",
 *   title = @Translation("Push webform leads to Ringlane"),
 *   cron = {"time" = 60}
 * )
 */
class LeadPushWorker extends QueueWorkerBase implements ContainerFactoryPluginInterface {

  public function __construct(array $configuration, $plugin_id, $plugin_definition, protected RinglaneClient $client) {
    parent::__construct($configuration, $plugin_id, $plugin_definition);
  }

  public static function create(ContainerInterface $container, array $configuration, $plugin_id, $plugin_definition) {
    return new static($configuration, $plugin_id, $plugin_definition, $container->get('ringlane.client'));
  }

  public function processItem($data) {
    try {
      $this->client->appendContacts($data['list_id'], [$data['phone']]);
    }
    catch (RinglaneApiException $e) {
      if ($e->isApiDisabled()) {
        throw new SuspendQueueException('Ringlane API disabled on the server, pausing queue.');
      }
      if ($e->isTransient()) {
        throw new RequeueException($e->getMessage());
      }
      switch ($e->getCode()) {
        case 404:
          if ($e->getMessage() === 'contact list not found') {
            \Drupal::logger('ringlane')->warning('List @id vanished, dropping lead.', ['@id' => $data['list_id']]);
            return;
          }
          break;

        case 400:
          \Drupal::logger('ringlane')->error('Rejected lead: @f', ['@f' => json_encode($e->fieldErrors())]);
          return;
      }
      throw $e;
    }
  }

}
