<?php

namespace Drupal\ringlane\Form;

use Drupal\Core\Form\ConfigFormBase;
use Drupal\Core\Form\FormStateInterface;

class SettingsForm extends ConfigFormBase {

  protected function getEditableConfigNames() {
    return ['ringlane.settings'];
  }

  public function getFormId() {
    return 'ringlane_settings_form';
  }

  public function buildForm(array $form, FormStateInterface $form_state) {
    $config = $this->config('ringlane.settings');
    $form['base_url'] = [
      '#type' => 'url',
      '#title' => $this->t('API base URL'),
      '#default_value' => $config->get('base_url'),
      '#description' => $this->t('Usually the Ringlane public API root for your workspace.'),
    ];
    $form['api_key'] = [
      '#type' => 'password',
      '#title' => $this->t('API key'),
      '#attributes' => ['placeholder' => 'your-api-key-here'],
      '#description' => $this->t('Leave empty to keep the stored key.'),
    ];
    $form['acting_user_email'] = [
      '#type' => 'email',
      '#title' => $this->t('Fallback acting user'),
      '#default_value' => $config->get('acting_user_email'),
    ];
    $form['webhook_secret'] = [
      '#type' => 'password',
      '#title' => $this->t('Webhook signing secret'),
    ];
    return parent::buildForm($form, $form_state);
  }

  public function submitForm(array &$form, FormStateInterface $form_state) {
    $config = $this->config('ringlane.settings')
      ->set('base_url', $form_state->getValue('base_url'))
      ->set('acting_user_email', $form_state->getValue('acting_user_email'));
    foreach (['api_key', 'webhook_secret'] as $secret) {
      if ($form_state->getValue($secret) !== '') {
        $config->set($secret, $form_state->getValue($secret));
      }
    }
    $config->save();
    parent::submitForm($form, $form_state);
  }

}
