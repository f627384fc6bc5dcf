<?php
require '../bootstrap.php';
require '../lib/ringwell_client.php';
require 'auth.php';
require_admin();

$flash = null;
if ($_SERVER['REQUEST_METHOD'] == 'POST' && isset($_POST['new_list'])) {
    $r = ringwell_create_list(trim($_POST['new_list']), $_SESSION['email']);
    $flash = $r['ok'] ? 'List created.' : 'Ringwell said: ' . $r['error'];
}
if (isset($_GET['delete'])) {
    $r = ringwell_delete_list((int) $_GET['delete']);
    if (!$r['ok'] && $r['status'] == 404) {
        $flash = 'That list was already deleted in Ringwell.';
    }
}

$lists = ringwell_get_lists(isset($_GET['page']) ? (int) $_GET['page'] : 1);
?>
<!DOCTYPE html>
<html>
<head><title>Call lists</title><link rel="stylesheet" href="/css/admin.css"></head>
<body>
<?php include 'nav.php'; ?>
<?php if ($flash): ?><div class="flash"><?php echo htmlspecialchars($flash); ?></div><?php endif; ?>
<h1>Ringwell call lists</h1>
<?php if (!$lists['ok']): ?>
  <p class="error">Could not load lists (<?php echo (int) $lists['status']; ?>): <?php echo htmlspecialchars($lists['error']); ?></p>
<?php else: ?>
<table>
  <tr><th>ID</th><th>Name</th><th>Contacts</th><th></th></tr>
  <?php foreach ($lists['data']['contact_lists'] as $l): ?>
  <tr>
    <td><?php echo (int) $l['id']; ?></td>
    <td><?php echo htmlspecialchars($l['name']); ?></td>
    <td><?php echo (int) $l['contact_count']; ?></td>
    <td><a href="?delete=<?php echo (int) $l['id']; ?>" onclick="return confirm('Delete?')">delete</a></td>
  </tr>
  <?php endforeach; ?>
</table>
<?php endif; ?>
<form method="post"><input name="new_list" placeholder="New list name"><button>Create</button></form>
</body>
</html>
