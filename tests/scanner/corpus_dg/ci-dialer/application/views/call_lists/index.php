<?php defined('BASEPATH') OR exit('No direct script access allowed'); ?>
<?php $this->load->view('partials/header', array('title' => 'Call lists')); ?>
<?php if ($this->session->flashdata('flash')): ?>
  <div class="alert alert-info"><?= html_escape($this->session->flashdata('flash')) ?></div>
<?php endif; ?>
<table class="table table-striped">
  <thead><tr><th>Name</th><th>Contacts</th><th>Updated</th></tr></thead>
  <tbody>
  <?php foreach ($lists as $l): ?>
    <tr>
      <td><a href="<?= site_url('lists/' . (int) $l['id']) ?>"><?= html_escape($l['name']) ?></a></td>
      <td><?= (int) $l['contact_count'] ?></td>
      <td><?= html_escape($l['updated_at']) ?></td>
    </tr>
  <?php endforeach; ?>
  </tbody>
</table>
<?php $this->load->view('partials/footer'); ?>
