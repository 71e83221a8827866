/**
 * Katakana that Japanese readers type for names the pages write in Latin
 * letters (`ブループリント` for Blueprint). A query word equal to a reading
 * searches for the Latin name instead; words the pages write in katakana
 * (マルチサイト, パーマリンク) are not readings. Keys are normalized (NFKC, lower case); a key
 * without its final ー also matches (ブラウザ, ブラウザー).
 */
import type {Readings} from './terms';

export const READINGS: Readings = {
  ブループリント: 'blueprint',
  プレイグラウンド: 'playground',
  プレーグラウンド: 'playground',
  ワードプレス: 'wordpress',
  ワープレ: 'wordpress',
  ピーエイチピー: 'php',
  ピーエッチピー: 'php',
  エックスデバッグ: 'xdebug',
  ウェブアセンブリ: 'webassembly',
  ウェブアセンブリー: 'webassembly',
  ワズム: 'wasm',
  ジェイソン: 'json',
  ギットハブ: 'github',
  ギット: 'git',
  ノードジェイエス: 'node',
  コンポーザー: 'composer',
  ドッカー: 'docker',
  エスキューライト: 'sqlite',
  マイエスキューエル: 'mysql',
  ウーコマース: 'woocommerce',
  グーテンベルク: 'gutenberg',
  グーテンベルグ: 'gutenberg',
  プレイライト: 'playwright',
  ピーエイチピーユニット: 'phpunit',
  ブイエスコード: 'vs code',
  サービスワーカー: 'service worker',
  ウェブワーカー: 'web worker',
  ドック: 'dock',
  ワードキャンプ: 'wordcamp',
  ワープ: 'warp',
  ジップ: 'zip',
  オーピーエフエス: 'opfs',
  シーエルアイ: 'cli',
  エーピーアイ: 'api',
  エムシーピー: 'mcp',
  タイプスクリプト: 'typescript',
  ジャバスクリプト: 'javascript',
  ジャバスクリプ: 'javascript',
  リアクト: 'react',
  ララベル: 'laravel',
  シンフォニー: 'symfony',
};
