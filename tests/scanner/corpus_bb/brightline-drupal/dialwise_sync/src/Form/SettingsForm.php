<?php

namespace Drupal\dialwise_sync\Form;

use Drupal\Core\Form\ConfigFormBase;
use Drupal\Core\Form\FormStateInterface;

class SettingsForm extends ConfigFormBase {

  protected function getEditableConfigNames() {
    return ['dialwise_sync.settings'];
  }

  public function getFormId() {
    return 'dialwise_sync_settings';
  }

  public function buildForm(array $form, FormStateInterface $form_state) {
    $config = $this->config('dialwise_sync.settings');
    $form['base_url'] = [
      '#type' => 'url',
      '#title' => $this->t('API base URL'),
      '#default_value' => $config->get('base_url'),
      '#required' => TRUE,
    ];
    $form['api_key'] = [
      '#type' => 'password',
      '#title' => $this->t('API key'),
      '#description' => $this->t('Leave blank to keep the current key.'),
    ];
    $form['acting_user_id'] = [
      '#type' => 'textfield',
      '#title' => $this->t('Acting user id'),
      '#default_value' => $config->get('acting_user_id'),
    ];
    return parent::buildForm($form, $form_state);
  }

  public function submitForm(array &$form, FormStateInterface $form_state) {
    $config = $this->config('dialwise_sync.settings')
      ->set('base_url', $form_state->getValue('base_url'))
      ->set('acting_user_id', $form_state->getValue('acting_user_id'));
    if ($key = $form_state->getValue('api_key')) {
      $config->set('api_key', $key);
    }
    $config->save();
    parent::submitForm($form, $form_state);
  }

}
