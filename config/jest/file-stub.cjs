module.exports = 'fichier.svg';
